package io.magpie.format;

/**
 * Text that is not a valid board, problem, transcript or game record. The message says what is
 * wrong and where (column, character offset, move number or line), so that it can be shown to a
 * user as it is. Parsers throw it instead of returning a guess: bad input never yields a position.
 */
public final class FormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public FormatException(String message) {
        super(message);
    }
}
