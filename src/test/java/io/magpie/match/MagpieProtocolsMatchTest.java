package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.TestData;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Magpie against itself through its own protocol modes ({@code magpie nboard}, {@code magpie gtp}),
 * started as processes from the test class path; the records must read back with Magpie's GGF
 * parser and replay to the written result. The short match runs by default, the 100-game ones are
 * tagged slow.
 */
class MagpieProtocolsMatchTest {
    @TempDir
    Path tmp;

    private static List<String> magpie(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-Xmx256m", "-cp", System.getProperty("java.class.path"), "io.magpie.cli.Main"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private static EngineSpec nboard(String name, int depth) {
        return new EngineSpec(name, Transport.NBOARD, magpie("nboard"), null, depth, 0, 0, 0, false, 0, 0, null);
    }

    private static EngineSpec gtp(String name, int depth) {
        return new EngineSpec(name, Transport.GTP, magpie("gtp", "--depth", Integer.toString(depth)), null,
                0, 0, 0, 0, false, 0, 0, null);
    }

    private PairingStats play(EngineSpec a, EngineSpec b, int games) throws Exception {
        List<Opening> openings = Openings.shuffled(Openings.read(TestData.path("positions/xot-100.txt")), 1);
        Path out = tmp.resolve(a.name() + "-" + b.name() + ".ggf");
        MatchRunner runner = new MatchRunner(List.of(a, b), openings, new MatchRunner.Settings(games, false, 1, null, 250, 30_000),
                spec -> MatchRunner.defaultPlayer(spec, 30_000), out, null);
        runner.run();
        PairingStats p = runner.pairings().get(0);
        assertEquals(games, p.games());
        assertTrue(p.forfeitsA().isEmpty() && p.forfeitsB().isEmpty(), () -> "forfeits: " + p.forfeitsA() + " " + p.forfeitsB());
        List<GgfGame> records = Ggf.parseAll(Files.readString(out));
        assertEquals(games, records.size());
        for (GgfGame g : records) {
            assertTrue(g.board().isGameOver());
            assertEquals(g.board().finalScoreForBlack(), (int) Double.parseDouble(g.result()));
        }
        return p;
    }

    @Test
    void nboardModeAgainstGtpMode() throws Exception {
        play(nboard("nb", 2), gtp("gtp", 1), 4);
    }

    @Test
    @Tag("slow")
    void hundredGamesThroughEachProtocol() throws Exception {
        PairingStats viaNboard = play(nboard("nb-d4", 4), nboard("nb-d2", 2), 100);
        PairingStats viaGtp = play(gtp("gtp-d4", 4), gtp("gtp-d2", 2), 100);
        // Depth 4 against depth 2 over 100 games: the deeper search must come out ahead.
        assertTrue(viaNboard.wins() > viaNboard.losses(), "nboard: +" + viaNboard.wins() + " -" + viaNboard.losses());
        assertTrue(viaGtp.wins() > viaGtp.losses(), "gtp: +" + viaGtp.wins() + " -" + viaGtp.losses());
    }
}
