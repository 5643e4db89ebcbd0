package io.magpie.format;

import io.magpie.TestData;
import io.magpie.board.Square;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;

/** The WTHOR games kept as text in src/test/resources/games, written back into a .wtb image. */
final class WthorSample {
    static final String RESOURCE = "games/wthor-1990-sample.txt";

    private WthorSample() {}

    /** Lines "blackDiscs theoretical moves", comments dropped. */
    static List<String> lines() {
        try {
            return Files.readAllLines(TestData.path(RESOURCE)).stream().filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The games as a WTHOR file of 1990 with a theoretical depth of 24, the header as in the archive. */
    static byte[] image() {
        List<String> games = lines();
        byte[] data = new byte[WthorReader.HEADER_BYTES + games.size() * WthorReader.RECORD_BYTES];
        data[4] = (byte) games.size();
        data[10] = (byte) (1990 & 0xFF);
        data[11] = (byte) (1990 >> 8);
        data[12] = 8;
        data[14] = 24;
        for (int g = 0; g < games.size(); g++) {
            String[] f = games.get(g).split(" ");
            int at = WthorReader.HEADER_BYTES + g * WthorReader.RECORD_BYTES;
            data[at + 6] = (byte) Integer.parseInt(f[0]);
            data[at + 7] = (byte) Integer.parseInt(f[1]);
            for (int k = 0; k * 2 < f[2].length(); k++) {
                int sq = Square.parse(f[2].substring(2 * k, 2 * k + 2));
                data[at + 8 + k] = (byte) (10 * (Square.row(sq) + 1) + Square.column(sq) + 1);
            }
        }
        return data;
    }
}
