package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.book.BookBuilder;
import io.magpie.book.LeafSearcher;
import io.magpie.book.MutableBook;
import io.magpie.book.Negamax;
import io.magpie.engine.Engine;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** NBoard answers from the opening book: hints are {@code book} lines, and go plays a book move. */
class NBoardBookTest {
    @Test
    void hintAndGoFromTheBook() throws Exception {
        MutableBook book = new MutableBook();
        // Leaves valued by disc count: every position of 3 plies.
        LeafSearcher leaves = (player, opponent) ->
                new LeafSearcher.Result((Long.bitCount(player) - Long.bitCount(opponent)) * 100, 1, false);
        BookBuilder builder = new BookBuilder(book, () -> leaves, 1, new PrintStream(OutputStream.nullOutputStream()));
        builder.expandFromStart(3);
        builder.searchLeaves(null, Long.MAX_VALUE);
        Negamax.propagate(book);
        Engine engine = new Engine();
        engine.setHashMb(1);
        engine.setBook(book.toBook());
        engine.setBookLearner(game -> "learned " + game.ply() + " plies");
        String input = "nboard 2\nset game (;GM[Othello]PC[NBoard]TY[8]BO[8 ---------------------------O*------*O"
                + "--------------------------- *]B[F5];)\nhint 3\ngo\nlearn\n";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        CommandLoop loop = new CommandLoop(engine, new Options(), new BufferedReader(new StringReader(input)), out, out,
                null, "test");
        loop.run(new NBoardProtocol(loop));
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.matches("(?s).*\nbook [DdFf][46] .*"), text);
        assertTrue(!text.contains("\nsearch "), text);
        assertTrue(text.matches("(?s).*\n=== [DdFf][46].*"), text);
        assertTrue(text.contains("\nstatus learned 1 plies\nlearned\n"), text);
    }
}
