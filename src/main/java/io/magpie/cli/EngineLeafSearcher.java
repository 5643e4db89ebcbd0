package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.book.LeafSearcher;
import io.magpie.engine.Engine;
import io.magpie.engine.Limits;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import io.magpie.eval.Score;

/** Book leaves searched by the engine's own search to a fixed depth, one thread and {@code hashMb} of tables each. */
final class EngineLeafSearcher implements LeafSearcher {
    private final Engine engine = new Engine();
    private final int depth;

    EngineLeafSearcher(int depth, int hashMb) {
        this.depth = depth;
        engine.setHashMb(hashMb);
        engine.setThreads(1);
    }

    @Override
    public int depthFor(int empties) {
        return depth;
    }

    public Engine engine() {
        return engine;
    }

    @Override
    public Result search(long player, long opponent) {
        engine.setBoard(Board.fromRelative(player, opponent, true));
        SearchInfo info = engine.go(Limits.none().withDepth(depth), SearchListener.NONE);
        int value = (int) Math.round(info.scoreDiscs() * Score.DISC);
        return new Result(value, info.exact() ? 60 : Math.min(info.depth(), 60), info.exact());
    }
}
