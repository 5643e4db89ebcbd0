package io.magpie.engine;

/** Receives a search's progress. Search never prints; protocols implement this to format output. */
public interface SearchListener {
    SearchListener NONE = info -> {};

    /** A new iteration finished or the best move changed. Called on the search thread. */
    void onInfo(SearchInfo info);
}
