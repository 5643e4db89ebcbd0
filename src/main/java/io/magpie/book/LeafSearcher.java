package io.magpie.book;

/** Searches one book leaf; one instance per builder thread. */
public interface LeafSearcher {
    /** A search result: value in Score units for the side to move, the depth, and exactness. */
    record Result(int value, int depth, boolean exact) {}

    /** Searches a position where the side to move has a legal move. */
    Result search(long player, long opponent);

    /**
     * The depth {@link #search} uses for a position with {@code empties} empty squares, or -1 when
     * unknown. A book leaf searched less deep (and not exactly) is searched again when the book is
     * resumed: {@code book build --resume --depth 16} deepens a depth-12 book in place.
     */
    default int depthFor(int empties) {
        return -1;
    }
}
