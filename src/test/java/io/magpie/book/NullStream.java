package io.magpie.book;

import java.io.OutputStream;
import java.io.PrintStream;

/** A PrintStream that discards everything (builder progress in tests). */
final class NullStream {
    static final PrintStream INSTANCE = new PrintStream(OutputStream.nullOutputStream());

    private NullStream() {}
}
