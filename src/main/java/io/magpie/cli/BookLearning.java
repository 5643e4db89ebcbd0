package io.magpie.cli;

import io.magpie.board.Game;
import io.magpie.book.BookBuilder;
import io.magpie.book.BookFormat;
import io.magpie.book.MutableBook;
import io.magpie.book.Negamax;
import io.magpie.book.OpeningBook;
import io.magpie.engine.BookLearner;
import io.magpie.engine.Engine;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * NBoard {@code learn}: the game's first {@link #PLIES} plies go into the engine's book, the new
 * leaves are searched to {@link #DEPTH}, values are propagated, and the book file is rewritten
 * (atomically) and used from the next move on.
 */
final class BookLearning implements BookLearner {
    static final int PLIES = 20;
    static final int DEPTH = 8;
    /** A 16 MB midgame table and an 8 MB solver table, as each thread of {@code book learn} by default. */
    static final int HASH_MB = 24;

    private final Engine engine;
    private final Path file;

    BookLearning(Engine engine, Path file) {
        this.engine = engine;
        this.file = file;
    }

    @Override
    public String learn(Game game) throws IOException {
        OpeningBook current = engine.book();
        MutableBook book = current == null ? new MutableBook() : MutableBook.of(current);
        BookBuilder builder = new BookBuilder(book, () -> new EngineLeafSearcher(DEPTH, HASH_MB), 1,
                new PrintStream(OutputStream.nullOutputStream()));
        int added = builder.addLine(game, PLIES);
        try {
            builder.searchLeaves(null, Long.MAX_VALUE);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while searching the new book positions");
        }
        Negamax.propagate(book);
        OpeningBook updated = book.toBook();
        BookFormat.write(updated, file);
        engine.setBook(updated);
        return "learned " + added + " new positions into " + file;
    }
}
