package io.magpie.cli;

import io.magpie.book.BookFormat;
import io.magpie.book.OpeningBook;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RunnableFuture;

/**
 * The book the protocol commands play from when neither {@code --book} nor {@code --no-book} is
 * given: the file named by the system property {@value #PROPERTY}, which the {@code magpie} launcher
 * sets to the shipped {@code book/magpie.book}. Unlike an explicit {@code --book}, a missing or
 * damaged default book does not stop the engine: it says so on stderr, naming the file, and plays
 * without a book.
 */
final class DefaultBook {
    static final String PROPERTY = "magpie.book";

    private DefaultBook() {}

    /** The default book file, or null when none is configured. */
    static Path file() {
        String name = System.getProperty(PROPERTY);
        return name == null || name.isBlank() ? null : Path.of(name);
    }

    /**
     * A task that reads the book in {@code file} when it runs (see {@link #load}), for {@link
     * io.magpie.engine.Engine#setBookLoading}; null, with the message at once, when there
     * is no such file.
     */
    static RunnableFuture<OpeningBook> reading(Path file, PrintStream err) {
        if (file == null || !isBook(file, err)) {
            return null;
        }
        return new FutureTask<>(new Callable<OpeningBook>() { // not a lambda: they cost start-up time
            @Override
            public OpeningBook call() {
                return load(file, err);
            }
        });
    }

    private static boolean isBook(Path file, PrintStream err) {
        if (!Files.isRegularFile(file)) {
            err.println("magpie: no opening book at " + file + "; playing without one");
            return false;
        }
        return true;
    }

    /** The book in {@code file}, or null (with a message on {@code err}) when it cannot be used. */
    static OpeningBook load(Path file, PrintStream err) {
        if (file == null) {
            return null;
        }
        if (!isBook(file, err)) {
            return null;
        }
        try {
            return BookFormat.read(file);
        } catch (IOException | RuntimeException e) {
            err.println("magpie: " + e.getMessage() + "; playing without an opening book");
            return null;
        }
    }
}
