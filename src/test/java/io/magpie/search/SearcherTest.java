package io.magpie.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
import io.magpie.board.Square;
import io.magpie.eval.Evaluator;
import io.magpie.eval.Score;
import io.magpie.eval.SimpleEvaluator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearcherTest {
    private final Evaluator eval = new SimpleEvaluator();

    private SearchResult search(Board b, int depth, int selectivity, int multiPv) {
        Searcher s = new Searcher(new TranspositionTable(4), eval, 0);
        return s.search(b.player(), b.opponent(), depth, selectivity, multiPv, SearchControl.unlimited(),
                ProgressListener.NONE);
    }

    @Test
    void fullSelectivityScoreEqualsNegamax() {
        for (Board b : Positions.random(11, 24, 8, 56)) {
            for (int depth = 1; depth <= 4; depth++) {
                SearchResult r = search(b, depth, ProbCut.NONE, 1);
                assertEquals(Positions.negamax(b.player(), b.opponent(), depth, eval), r.score(), b + " depth " + depth);
                assertTrue((b.legalMoves() & Square.bit(r.bestMove())) != 0, "legal best move");
            }
        }
    }

    @Test
    void bestMoveScoreIsItsChildScore() {
        for (Board b : Positions.random(12, 10, 20, 50)) {
            SearchResult r = search(b, 5, ProbCut.NONE, 1);
            Board child = b.play(r.bestMove());
            assertEquals(-Positions.negamax(child.player(), child.opponent(), 4, eval), r.score(), b.toString());
        }
    }

    @Test
    void multiPvGivesEveryRootMoveItsOwnScore() {
        for (Board b : Positions.random(13, 8, 20, 50)) {
            int n = Long.bitCount(b.legalMoves());
            SearchResult r = search(b, 3, ProbCut.NONE, n);
            assertEquals(n, r.moves.length);
            for (int i = 0; i < n; i++) {
                Board child = b.play(r.moves[i]);
                assertEquals(-Positions.negamax(child.player(), child.opponent(), 2, eval), r.scores[i],
                        b + " move " + Square.name(r.moves[i]));
                if (i > 0) {
                    assertTrue(r.scores[i] <= r.scores[i - 1], "sorted best first");
                }
                assertEquals(r.moves[i], r.pvs[i][0], "pv starts with its move");
            }
        }
    }

    @Test
    void solvesExactlyToTheEnd() {
        for (Board b : Positions.random(14, 12, 6, 12)) {
            SearchResult r = search(b, Searcher.MAX_DEPTH, ProbCut.NONE, 1);
            assertTrue(r.exact, b.toString());
            assertEquals(Score.fromDiscs(Positions.solve(b.player(), b.opponent(), -65, 65)), r.score(), b.toString());
        }
    }

    @Test
    void selectiveSearchesEndExactToo() {
        for (Board b : Positions.random(15, 4, 12, 14)) {
            SearchResult r = search(b, Searcher.MAX_DEPTH, 0, 1);
            assertTrue(r.exact);
            assertEquals(ProbCut.NONE, r.selectivity);
            assertEquals(Score.fromDiscs(Positions.solve(b.player(), b.opponent(), -65, 65)), r.score(), b.toString());
        }
    }

    @Test
    void passAtTheRootIsSearchedAsTheOnlyMove() {
        for (Board b : Positions.mustPass(16, 4)) {
            SearchResult r = search(b, 4, ProbCut.NONE, 1);
            assertEquals(Square.PASS, r.bestMove());
            Board after = b.pass();
            assertEquals(-Positions.negamax(after.player(), after.opponent(), 4, eval), r.score(), b.toString());
        }
    }

    @Test
    void sameSearchTwiceGivesTheSameNodeCount() {
        Board b = Positions.random(17, 1, 40, 44).get(0);
        SearchResult first = search(b, 9, 1, 1);
        SearchResult second = search(b, 9, 1, 1);
        assertEquals(first.nodes, second.nodes);
        assertEquals(first.bestMove(), second.bestMove());
        assertEquals(first.score(), second.score());
    }

    @Test
    void nodeLimitStopsAfterTheFirstIterationWithALegalMove() {
        Board b = Positions.random(18, 1, 40, 44).get(0);
        Searcher s = new Searcher(new TranspositionTable(4), eval, 0);
        SearchResult r = s.search(b.player(), b.opponent(), 30, 1, 1, new SearchControl(0, 0, 1), ProgressListener.NONE);
        assertTrue((b.legalMoves() & Square.bit(r.bestMove())) != 0);
        assertTrue(r.depth >= 1 && r.depth < 30);
    }

    @Test
    void iterationsAreReportedInOrder() {
        Board b = Positions.random(19, 1, 30, 40).get(0);
        List<Integer> depths = new ArrayList<>();
        new Searcher(new TranspositionTable(4), eval, 0).search(b.player(), b.opponent(), 6, 1, 1,
                SearchControl.unlimited(), r -> depths.add(r.depth));
        assertEquals(List.of(1, 2, 3, 4, 5, 6), depths);
    }

    /** The main thread's iterations under a clock of an hour, with the cost model scaled by {@code scale}. */
    private List<SearchResult> iterationsUnderTheClock(Board b, double scale) {
        List<SearchResult> iterations = new ArrayList<>();
        new Searcher(new TranspositionTable(16), eval, 0, new EndgameSwitch(null, scale)).search(b.player(),
                b.opponent(), 60, 0, 1, new SearchControl(3_600_000, 3_600_000, 0, true), iterations::add);
        return iterations;
    }

    @Test
    void underTheClockTheSearchToTheEndWaitsUntilItsLevelsAreInReach() {
        for (Board b : Positions.random(23, 6, 12, 12)) {
            if (Long.bitCount(b.legalMoves()) < 2) {
                continue; // a single legal move is played at once under a clock
            }
            // an hour is plenty by the cost model: the levels of the search to the end, up to the exact one
            List<SearchResult> cheap = iterationsUnderTheClock(b, 1);
            SearchResult last = cheap.get(cheap.size() - 1);
            assertTrue(last.depth == 12 && last.exact, "exact at the end: " + last.depth + "@" + last.selectivityPercent());
            // a model that puts every level past the hour: the midgame goes one ply deeper at a time
            // up to the last ply before the end, and the search never starts a level it could not finish
            List<SearchResult> dear = iterationsUnderTheClock(b, 1e12);
            for (int i = 0; i < dear.size(); i++) {
                assertTrue(dear.get(i).depth < 12, "no level out of reach: " + dear.get(i).depth);
                assertTrue(i == 0 || dear.get(i).depth == dear.get(i - 1).depth + 1, "one ply deeper each time");
            }
            assertEquals(11, dear.get(dear.size() - 1).depth);
        }
    }
}
