package io.magpie.book;

import io.magpie.board.Bits;
import io.magpie.board.Square;
import io.magpie.board.Symmetry;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A book being built or changed: a map from canonical positions to mutable {@link Node}s. Cold
 * code (tools only); {@link #toBook} turns it into the compact {@link OpeningBook}.
 */
public final class MutableBook {
    /** A canonical position as a map key. */
    record Key(long player, long opponent) {}

    /** One position, in canonical orientation; fields as in {@link BookEntry}. */
    public static final class Node {
        public final long player;
        public final long opponent;
        public int value;
        public int eval;
        public int evalDepth;
        public int flags;
        public int bestMove = Square.NONE;
        public int minDepth;
        public int visits;
        /** Marks nodes already visited by the current walk. */
        int stamp;

        Node(long player, long opponent) {
            this.player = player;
            this.opponent = opponent;
        }

        public boolean has(int flag) {
            return (flags & flag) != 0;
        }

        public int ply() {
            return Long.bitCount(player | opponent) - 4;
        }

        long pack() {
            return BookEntry.pack(value, eval, evalDepth, flags, bestMove, minDepth);
        }
    }

    private final Map<Key, Node> nodes = new HashMap<>();
    private int stamp;

    public int size() {
        return nodes.size();
    }

    public Collection<Node> nodes() {
        return nodes.values();
    }

    /** Sets every game-visit count to zero, before the games are counted again. */
    public void clearVisits() {
        for (Node node : nodes.values()) {
            node.visits = 0;
        }
    }

    int nextStamp() {
        return ++stamp;
    }

    /** The node of a position in any orientation, or null. */
    public Node get(long player, long opponent) {
        int s = Symmetry.canonicalSymmetry(player, opponent);
        return nodes.get(new Key(Symmetry.apply(s, player), Symmetry.apply(s, opponent)));
    }

    /** The node of a position in any orientation, added (unsearched) when absent. */
    public Node add(long player, long opponent) {
        int s = Symmetry.canonicalSymmetry(player, opponent);
        long p = Symmetry.apply(s, player);
        long o = Symmetry.apply(s, opponent);
        return nodes.computeIfAbsent(new Key(p, o), k -> new Node(p, o));
    }

    /**
     * The children of a node as (player, opponent) pairs in its orientation: one per legal move, or
     * the single pass position when the side to move must pass; none when the game is over.
     */
    public static List<long[]> children(long player, long opponent) {
        List<long[]> children = new ArrayList<>();
        long legal = Bits.legalMoves(player, opponent);
        if (legal == 0) {
            if (Bits.legalMoves(opponent, player) != 0) {
                children.add(new long[] {opponent, player, Square.PASS});
            }
            return children;
        }
        while (legal != 0) {
            int sq = Long.numberOfTrailingZeros(legal);
            legal &= legal - 1;
            long flipped = Bits.flips(player, opponent, sq);
            children.add(new long[] {opponent & ~flipped, player | flipped | Square.bit(sq), sq});
        }
        return children;
    }

    /** Adds all children of the node and marks it expanded. Returns the number of new positions. */
    public int expand(Node node) {
        int before = nodes.size();
        if (Bits.isGameOver(node.player, node.opponent)) {
            return 0;
        }
        for (long[] c : children(node.player, node.opponent)) {
            add(c[0], c[1]);
        }
        node.flags |= BookEntry.EXPANDED;
        return nodes.size() - before;
    }

    /** The compact, sorted form. */
    public OpeningBook toBook() {
        List<Node> sorted = new ArrayList<>(nodes.values());
        sorted.sort((a, b) -> OpeningBook.compare(a.player, a.opponent, b.player, b.opponent));
        int n = sorted.size();
        long[] players = new long[n];
        long[] opponents = new long[n];
        long[] data = new long[n];
        int[] visits = new int[n];
        for (int i = 0; i < n; i++) {
            Node node = sorted.get(i);
            players[i] = node.player;
            opponents[i] = node.opponent;
            data[i] = node.pack();
            visits[i] = node.visits;
        }
        return new OpeningBook(players, opponents, data, visits);
    }

    public static MutableBook of(OpeningBook book) {
        MutableBook m = new MutableBook();
        m.addAll(book);
        return m;
    }

    /**
     * Adds every position of {@code book}: new positions are copied; for positions present in both,
     * visits add up, the deeper search is kept and expansion marks combine. Values must then be
     * propagated again ({@link Negamax#propagate}).
     */
    public void addAll(OpeningBook book) {
        for (int i = 0; i < book.size(); i++) {
            long d = book.data(i);
            Node node = add(book.player(i), book.opponent(i));
            node.visits += book.visits(i);
            node.flags |= BookEntry.flags(d) & BookEntry.EXPANDED;
            if (BookEntry.has(d, BookEntry.EVALUATED)
                    && (!node.has(BookEntry.EVALUATED) || BookEntry.evalDepth(d) > node.evalDepth)) {
                node.eval = BookEntry.eval(d);
                node.evalDepth = BookEntry.evalDepth(d);
                node.flags = (node.flags & ~BookEntry.EVAL_EXACT) | BookEntry.EVALUATED
                        | (BookEntry.flags(d) & BookEntry.EVAL_EXACT);
            }
            if (!node.has(BookEntry.HAS_VALUE) && BookEntry.has(d, BookEntry.HAS_VALUE)) {
                node.value = BookEntry.value(d);
                node.bestMove = BookEntry.bestMove(d);
                node.minDepth = BookEntry.minDepth(d);
                node.flags |= BookEntry.flags(d) & (BookEntry.HAS_VALUE | BookEntry.EXACT);
            }
        }
    }
}
