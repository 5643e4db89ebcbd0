package io.magpie.board;

import java.util.Objects;

/**
 * An immutable position at the boundary between protocols and search: black discs, white discs and
 * the side to move. Search works on the side-relative pair ({@link #player()}, {@link #opponent()})
 * instead; the conversion happens here, once.
 */
public final class Board {
    /** White on d4 and e5, black on d5 and e4; black moves first. */
    public static final long START_BLACK = Square.bit(Square.of(3, 4)) | Square.bit(Square.of(4, 3));
    public static final long START_WHITE = Square.bit(Square.of(3, 3)) | Square.bit(Square.of(4, 4));

    private final long black;
    private final long white;
    private final boolean blackToMove;

    public Board(long black, long white, boolean blackToMove) {
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square holds both a black and a white disc");
        }
        this.black = black;
        this.white = white;
        this.blackToMove = blackToMove;
    }

    public static Board start() {
        return new Board(START_BLACK, START_WHITE, true);
    }

    /** A board from the side-relative pair. */
    public static Board fromRelative(long player, long opponent, boolean blackToMove) {
        return blackToMove ? new Board(player, opponent, true) : new Board(opponent, player, false);
    }

    public long black() {
        return black;
    }

    public long white() {
        return white;
    }

    public boolean blackToMove() {
        return blackToMove;
    }

    /** Discs of the side to move. */
    public long player() {
        return blackToMove ? black : white;
    }

    /** Discs of the side not to move. */
    public long opponent() {
        return blackToMove ? white : black;
    }

    public long empties() {
        return ~(black | white);
    }

    public int emptyCount() {
        return 64 - Long.bitCount(black | white);
    }

    public int blackCount() {
        return Long.bitCount(black);
    }

    public int whiteCount() {
        return Long.bitCount(white);
    }

    public long legalMoves() {
        return Bits.legalMoves(player(), opponent());
    }

    public boolean isLegal(int move) {
        if (move == Square.PASS) {
            return mustPass();
        }
        return move >= 0 && move < 64 && (legalMoves() & Square.bit(move)) != 0;
    }

    /** The side to move has no legal move but the game is not over: it must pass. */
    public boolean mustPass() {
        return legalMoves() == 0 && Bits.legalMoves(opponent(), player()) != 0;
    }

    public boolean isGameOver() {
        return Bits.isGameOver(player(), opponent());
    }

    /** The same discs with the other side to move. */
    public Board pass() {
        return new Board(black, white, !blackToMove);
    }

    /**
     * The position after the side to move plays {@code move} (a square or {@link Square#PASS}).
     *
     * @throws IllegalArgumentException when the move is not legal here
     */
    public Board play(int move) {
        if (move == Square.PASS) {
            if (!mustPass()) {
                throw new IllegalArgumentException(isGameOver()
                        ? "the game is over" : "cannot pass: " + sideName() + " has a legal move");
            }
            return pass();
        }
        if (move < 0 || move >= 64) {
            throw new IllegalArgumentException("not a square: " + move);
        }
        long p = player();
        long o = opponent();
        long flipped = Bits.flips(p, o, move);
        if ((Square.bit(move) & (p | o)) != 0 || flipped == 0) {
            throw new IllegalArgumentException("illegal move for " + sideName() + ": " + Square.name(move));
        }
        long newP = p | flipped | Square.bit(move);
        long newO = o & ~flipped;
        return fromRelative(newO, newP, !blackToMove);
    }

    /** Final disc differential for black, empties to the winner. Meaningful at game end. */
    public int finalScoreForBlack() {
        return Bits.finalScore(black, white);
    }

    /** Final disc differential for the side to move, empties to the winner. */
    public int finalScore() {
        return Bits.finalScore(player(), opponent());
    }

    public String sideName() {
        return blackToMove ? "black" : "white";
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Board)) {
            return false;
        }
        Board b = (Board) other;
        return black == b.black && white == b.white && blackToMove == b.blackToMove;
    }

    @Override
    public int hashCode() {
        return Objects.hash(black, white, blackToMove);
    }

    /** The 64-character OBF form (X black, O white, - empty), a space, and the side to move. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(66);
        for (int sq = 0; sq < 64; sq++) {
            long bit = Square.bit(sq);
            sb.append((black & bit) != 0 ? 'X' : (white & bit) != 0 ? 'O' : '-');
        }
        return sb.append(' ').append(blackToMove ? 'X' : 'O').toString();
    }
}
