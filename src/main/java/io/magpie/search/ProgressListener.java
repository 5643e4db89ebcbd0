package io.magpie.search;

/** Receives each completed iteration of the main search thread. Called on the search thread. */
public interface ProgressListener {
    ProgressListener NONE = result -> {};

    void onIteration(SearchResult result);
}
