package io.magpie.book;

/** Searches one book leaf; one instance per builder thread. */
public interface LeafSearcher {
    /** A search result: value in Score units for the side to move, the depth, and exactness. */
    record Result(int value, int depth, boolean exact) {}

    /** Searches a position where the side to move has a legal move. */
    Result search(long player, long opponent);
}
