package io.magpie.book;

import java.io.IOException;
import java.nio.file.Path;

/** A book file that cannot be used: the message names the file and what is wrong with it. */
public final class BookFileException extends IOException {
    public BookFileException(Path file, String problem) {
        super("book file " + file + ": " + problem);
    }
}
