package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Square;
import io.magpie.format.Ggf;
import io.magpie.format.GgfGame;
import io.magpie.format.Transcript;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real processes behind the NBoard and GTP players: the scripted engines in this package, started
 * with the test class path. One gauntlet covers a well-behaved NBoard engine against a
 * well-behaved GTP engine and against engines that play an illegal move, crash, never answer, or
 * answer garbage; every game must be scored and explained, and the match must finish.
 */
class ProcessPlayersTest {
    @TempDir
    Path tmp;

    private static EngineSpec fake(String name, Transport protocol, String mode, long moveTimeMs) {
        String mainClass = protocol == Transport.NBOARD ? FakeNBoardEngine.class.getName() : FakeGtpEngine.class.getName();
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", System.getProperty("java.class.path"), mainClass, mode);
        return new EngineSpec(name, protocol, cmd, null, protocol == Transport.NBOARD ? 3 : 0, moveTimeMs, 0, 0, false, 0, 0, null);
    }

    @Test
    void misbehavingEnginesForfeitWithReasonsAndTheMatchFinishes() throws Exception {
        List<EngineSpec> engines = List.of(
                fake("good", Transport.NBOARD, "legal", 0),
                fake("gtpgood", Transport.GTP, "legal", 0),
                fake("illegal", Transport.NBOARD, "illegal", 0),
                fake("crash", Transport.NBOARD, "crash", 0),
                fake("silent", Transport.GTP, "silent", 300),
                fake("garbage", Transport.GTP, "garbage", 0));
        // After this opening black must pass: the GTP engines must take the pass as implied.
        List<Opening> openings = List.of(Opening.of(Transcript.parse("f5f6d3g5h5h4f7h6"), "pass opening"));
        Path out = tmp.resolve("games.ggf");
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        MatchRunner runner = new MatchRunner(engines, openings,
                new MatchRunner.Settings(2, true, 2, null, 250, 20_000),
                spec -> MatchRunner.defaultPlayer(spec, 20_000), out, new PrintStream(progress, true, StandardCharsets.UTF_8));
        runner.run();

        assertEquals(10, runner.finishedGames());
        Map<String, PairingStats> byOpponent = new java.util.HashMap<>();
        for (PairingStats p : runner.pairings()) {
            assertEquals("good", p.a().name());
            byOpponent.put(p.b().name(), p);
        }
        PairingStats normal = byOpponent.get("gtpgood");
        assertEquals(2, normal.games());
        assertTrue(normal.forfeitsA().isEmpty() && normal.forfeitsB().isEmpty(),
                () -> "no forfeits expected between well-behaved engines: " + progress);
        assertForfeits(byOpponent.get("illegal"), Termination.ILLEGAL_MOVE);
        assertForfeits(byOpponent.get("crash"), Termination.CRASH);
        assertForfeits(byOpponent.get("silent"), Termination.TIMEOUT);
        assertForfeits(byOpponent.get("garbage"), Termination.GARBAGE);

        List<GgfGame> records = Ggf.parseAll(Files.readString(out));
        assertEquals(10, records.size());
        List<String> comments = new ArrayList<>();
        for (GgfGame g : records) {
            assertEquals(Square.PASS, g.moves().get(8), "the referee's pass is in the record");
            if (g.tag("CO") != null) {
                comments.add(g.tag("CO"));
            }
        }
        assertEquals(8, comments.size());
        assertTrue(comments.stream().anyMatch(c -> c.contains("crash") && c.contains("exit status 3")
                && c.contains("simulated crash")), comments::toString);
        assertTrue(comments.stream().anyMatch(c -> c.contains("not legal")), comments::toString);
        assertTrue(comments.stream().anyMatch(c -> c.contains("xyzzy")), comments::toString);
        // Evals reported by the NBoard engine reach the record.
        GgfGame first = records.stream().filter(g -> g.tag("CO") == null).findFirst().orElseThrow();
        boolean evalSeen = first.notes().stream().anyMatch(n -> n.eval().isPresent());
        assertTrue(evalSeen, Ggf.format(first));
    }

    private static void assertForfeits(PairingStats p, Termination kind) {
        assertEquals(2, p.wins(), () -> p.b().name() + " should lose both games");
        assertEquals(Map.of(kind, 2), p.forfeitsB(), p.b().name());
    }

    @Test
    void explicitPassesAreSentAsPlayColourPass() {
        // The strict fake (like GRhino) rejects "play black pass": with pass=explicit that is a forfeit
        // that names the command, which is why implicit passes are the default.
        EngineSpec base = fake("strict", Transport.GTP, "legal", 0);
        EngineSpec explicit = new EngineSpec(base.name(), base.protocol(), base.command(), null, 0, 0, 0, 0, true, 0, 0, null);
        Opening opening = Opening.of(Transcript.parse("f5f6d3g5h5h4f7h6"), "pass opening");
        Player gtp = MatchRunner.defaultPlayer(explicit, 20_000);
        try {
            GameResult r = new Referee(250, 20_000).play(FakePlayer.lowest("black"), EngineSpec.parse("proto=internal"),
                    gtp, explicit, opening);
            assertEquals(Termination.REJECTED, r.termination());
            assertTrue(r.reason().contains("rejected \"play black pass\""), r.reason());
        } finally {
            gtp.close();
        }
    }

    @Test
    void parsesNBoardMoveLinesAsTheGuiDoes() throws PlayerFault {
        NBoardPlayer p = new NBoardPlayer(EngineSpec.parse("name=x,cmd=none"), 1000);
        assertReply(p.parseMoveLine(" d6 -1.00 0.0"), "d6", -1.0, 0.0);
        assertReply(p.parseMoveLine("D6/-1.00/0.0"), "d6", -1.0, 0.0);
        assertReply(p.parseMoveLine("G2//0.00"), "g2", Double.NaN, 0.0);
        assertReply(p.parseMoveLine("pa -28.00 0.0"), "pa", -28.0, 0.0);
        assertReply(p.parseMoveLine("PA"), "pa", Double.NaN, Double.NaN);
        assertReply(p.parseMoveLine("c4 1.0E-4 x"), "c4", 1.0E-4, Double.NaN);
        PlayerFault f = assertThrows(PlayerFault.class, () -> p.parseMoveLine("hello"));
        assertEquals(Termination.GARBAGE, f.kind());
        assertThrows(PlayerFault.class, () -> p.parseMoveLine(""));
    }

    private static void assertReply(Reply r, String move, double eval, double seconds) {
        assertEquals(move, Square.name(r.move()));
        assertEquals(eval, r.evalDiscs(), 1e-12);
        assertEquals(seconds, r.reportedSeconds(), 1e-12);
    }

    @Test
    void engineThatCannotStartIsACrash() {
        EngineSpec missing = EngineSpec.parse("name=ghost,cmd=/nonexistent/engine-binary");
        PlayerFault f = assertThrows(PlayerFault.class, () -> new NBoardPlayer(missing, 1000).newGame(io.magpie.board.Board.start()));
        assertEquals(Termination.CRASH, f.kind());
        assertTrue(f.getMessage().contains("cannot start"), f.getMessage());
    }
}
