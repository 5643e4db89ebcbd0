package io.magpie.book;

/**
 * A deterministic stand-in for a search: the disc difference plus a small term from the position's
 * bits, in Score units, depth 1. Enough for books whose values must differ from move to move.
 */
final class FakeSearcher implements LeafSearcher {
    @Override
    public Result search(long player, long opponent) {
        int discs = Long.bitCount(player) - Long.bitCount(opponent);
        int noise = (int) (Long.remainderUnsigned(player * 31 + opponent, 97)) - 48;
        return new Result(discs * 100 + noise, 1, false);
    }

    @Override
    public int depthFor(int empties) {
        return 1;
    }
}
