package io.magpie.endgame;

/**
 * Thrown through a search to unwind it when a stop is requested or a limit is reached: the one way
 * both the solver and the midgame search abort. One shared instance without a stack trace, so
 * throwing it allocates nothing; whoever started the search catches it.
 */
public final class SearchAborted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public static final SearchAborted INSTANCE = new SearchAborted();

    private SearchAborted() {
        super("search aborted", null, false, false);
    }
}
