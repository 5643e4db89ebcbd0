package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.format.Transcript;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A real third-party GTP engine: GRhino's {@code gtp-rhino} (Debian package grhino). Skips when it
 * is not installed. GRhino rejects {@code play B PASS}, so this also checks implicit passes.
 */
class GrhinoMatchTest {
    private static final Path GTP_RHINO = Path.of("/usr/games/gtp-rhino");

    @Test
    void magpiePlaysWholeGamesAgainstGrhino() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(GTP_RHINO), "gtp-rhino is not installed (apt-get install grhino)");
        List<EngineSpec> engines = List.of(EngineSpec.parse("name=magpie,proto=internal,depth=2,hash=4"),
                EngineSpec.parse("name=grhino,proto=gtp,cmd=" + GTP_RHINO + " -l 1"));
        // The second opening leaves black without a move: the pass is implied to GRhino.
        List<Opening> openings = List.of(Opening.of(Transcript.parse("f5d6c4d3c2b3b4b5"), "xot"),
                Opening.of(Transcript.parse("f5f6d3g5h5h4f7h6"), "pass"));
        MatchRunner runner = new MatchRunner(engines, openings, new MatchRunner.Settings(4, false, 1, null, 250, 30_000),
                spec -> MatchRunner.defaultPlayer(spec, 30_000), null, null);
        runner.run();
        PairingStats p = runner.pairings().get(0);
        assertEquals(4, p.games());
        assertTrue(p.forfeitsA().isEmpty() && p.forfeitsB().isEmpty(),
                () -> "forfeits: " + p.forfeitsA() + " " + p.forfeitsB());
    }
}
