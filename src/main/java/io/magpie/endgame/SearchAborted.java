package io.magpie.endgame;

/**
 * Thrown through the search to unwind it when a stop is requested or a limit is reached. One shared
 * instance without a stack trace: throwing it allocates nothing.
 */
final class SearchAborted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    static final SearchAborted INSTANCE = new SearchAborted();

    private SearchAborted() {
        super("search aborted", null, false, false);
    }
}
