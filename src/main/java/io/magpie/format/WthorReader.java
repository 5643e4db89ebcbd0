package io.magpie.format;

import io.magpie.format.InputFiles;
import io.magpie.board.Board;
import io.magpie.board.Square;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads WTHOR game files (the French federation's archive format, little-endian). Header, 16 bytes:
 * 0-3 creation date (century, year, month, day), 4-7 number of games, 8-9 number of records (0 for
 * game files), 10-11 year of the games, 12 board size (0 or 8), 13 game type, 14 depth of the
 * theoretical score, 15 reserved. Then 68 bytes per game: tournament, black and white player ids
 * (uint16 each), black's disc count, black's theoretical disc count, then 60 moves as 10*row+column
 * (rows and columns 1..8), 0 after the last. Passes are not recorded.
 *
 * <p>The shared notes put the year in byte 10 alone and the depth in byte 13; real files (1977-2015
 * and Logistello's book) have the year as a uint16 and the depth in byte 14, as read here.
 */
public final class WthorReader {
    static final int HEADER_BYTES = 16;
    static final int RECORD_BYTES = 68;

    private WthorReader() {}

    /** The games of a file; a game with an illegal or malformed move goes to {@code skipped}. */
    public static List<WthorGame> read(Path file, Consumer<String> skipped) throws IOException {
        return parse(InputFiles.readBytes(file, InputFiles.MAX_BINARY_BYTES), file.toString(), skipped);
    }

    /**
     * Parses a file image.
     *
     * @throws FormatException naming the file when the header or the length is wrong
     */
    public static List<WthorGame> parse(byte[] data, String name, Consumer<String> skipped) {
        if (data.length < HEADER_BYTES) {
            throw new FormatException(name + ": too short for a WTHOR header (" + data.length + " bytes)");
        }
        long count = u16(data, 4) | (long) u16(data, 6) << 16;
        int boardSize = data[12] & 0xFF;
        if (boardSize != 0 && boardSize != 8) {
            throw new FormatException(name + ": board size " + boardSize + " is not 8");
        }
        if (u16(data, 8) != 0) {
            throw new FormatException(name + ": a player or tournament list, not a game file");
        }
        long expected = HEADER_BYTES + count * RECORD_BYTES;
        if (data.length != expected) {
            throw new FormatException(name + ": header says " + count + " games (" + expected
                    + " bytes) but the file has " + data.length + " bytes");
        }
        int depth = data[14] & 0xFF;
        List<WthorGame> games = new ArrayList<>((int) count);
        for (int g = 0; g < count; g++) {
            int at = HEADER_BYTES + g * RECORD_BYTES;
            try {
                games.add(parseGame(data, at, g, depth));
            } catch (FormatException e) {
                skipped.accept(name + ": game " + (g + 1) + ": " + e.getMessage());
            }
        }
        return games;
    }

    private static WthorGame parseGame(byte[] data, int at, int index, int depth) {
        int blackDiscs = data[at + 6] & 0xFF;
        int theoretical = data[at + 7] & 0xFF;
        if (blackDiscs > 64 || theoretical > 64) {
            throw new FormatException("disc count over 64");
        }
        int[] moves = new int[60];
        Board[] boards = new Board[61];
        Board board = Board.start();
        int n = 0;
        for (int k = 0; k < 60; k++) {
            int code = data[at + 8 + k] & 0xFF;
            if (code == 0) {
                break;
            }
            int row = code / 10;
            int col = code % 10;
            if (row < 1 || row > 8 || col < 1 || col > 8) {
                throw new FormatException("move " + (k + 1) + ": bad square code " + code);
            }
            int sq = Square.of(col - 1, row - 1);
            if (board.mustPass() && !board.isGameOver()) {
                board = board.pass();
            }
            if (!board.isLegal(sq)) {
                throw new FormatException("move " + (k + 1) + ": " + Square.name(sq) + " is illegal");
            }
            boards[n] = board;
            moves[n++] = sq;
            board = board.play(sq);
        }
        for (int k = n + 1; k < 60; k++) {
            if ((data[at + 8 + k] & 0xFF) != 0) {
                throw new FormatException("move after the end marker");
            }
        }
        if (board.mustPass() && !board.isGameOver()) {
            board = board.pass();
        }
        boards[n] = board;
        int[] played = new int[n];
        System.arraycopy(moves, 0, played, 0, n);
        Board[] seen = new Board[n + 1];
        System.arraycopy(boards, 0, seen, 0, n + 1);
        return new WthorGame(index, u16(data, at), u16(data, at + 2), u16(data, at + 4), blackDiscs, theoretical,
                depth, played, seen);
    }

    private static int u16(byte[] data, int at) {
        return (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8;
    }
}
