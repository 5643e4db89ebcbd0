package io.magpie.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.board.Board;
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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner with in-process players: schedule, output, resume, interrupt, SPRT, round robin. */
class MatchRunnerTest {
    @TempDir
    Path tmp;

    private static final List<Opening> OPENINGS = List.of(
            Opening.of(Transcript.parse("f5d6c4d3c2b3b4b5"), "xot 1"),
            Opening.of(Transcript.parse("f5f6e6f4g5e7f7h5"), "xot 2"),
            Opening.of(Transcript.parse("f5d6c3d3c4f4f6f3"), "xot 3"));

    private static List<EngineSpec> specs(String... names) {
        List<EngineSpec> list = new ArrayList<>();
        for (String n : names) {
            list.add(EngineSpec.parse("name=" + n + ",proto=internal"));
        }
        return list;
    }

    /** "lowest" plays its lowest square, anything else random moves seeded by its name. */
    private static Player deterministic(EngineSpec s) {
        return s.name().startsWith("lowest") ? FakePlayer.lowest(s.name()) : FakePlayer.random(s.name(), s.name().hashCode());
    }

    private static MatchRunner.Settings settings(int games, int concurrency, Sprt sprt) {
        return new MatchRunner.Settings(games, false, concurrency, sprt, 250, 10_000);
    }

    @Test
    void eachOpeningIsPlayedTwiceWithColoursSwapped() throws Exception {
        Path out = tmp.resolve("m.ggf");
        MatchRunner runner = new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(6, 2, null),
                MatchRunnerTest::deterministic, out, null);
        runner.run();
        List<GgfGame> games = Ggf.parseAll(Files.readString(out));
        assertEquals(6, games.size());
        for (Opening o : OPENINGS) {
            long asBlack = games.stream().filter(g -> g.moves().subList(0, 8).equals(o.moves()))
                    .filter(g -> g.blackName().equals("lowest")).count();
            long asWhite = games.stream().filter(g -> g.moves().subList(0, 8).equals(o.moves()))
                    .filter(g -> g.whiteName().equals("lowest")).count();
            assertEquals(1, asBlack, o.source());
            assertEquals(1, asWhite, o.source());
        }
        PairingStats p = runner.pairings().get(0);
        assertEquals(6, p.games());
        assertEquals(3, p.pairs());
        // Every result in the file agrees with the board at its end.
        for (GgfGame g : games) {
            Board end = g.board();
            assertTrue(end.isGameOver());
            assertEquals(end.finalScoreForBlack(), (int) Double.parseDouble(g.result()));
        }
    }

    @Test
    void resumeCountsTheGamesInTheFileAndPlaysTheRest() throws Exception {
        Path partial = tmp.resolve("partial.ggf");
        new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(4, 1, null), MatchRunnerTest::deterministic, partial, null).run();
        assertEquals(4, Ggf.parseAll(Files.readString(partial)).size());

        MatchRunner resumed = new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(10, 1, null),
                MatchRunnerTest::deterministic, partial, null);
        assertEquals(0, resumed.resume(partial, System.err));
        assertEquals(4, resumed.resumedGames());
        resumed.run();
        assertEquals(10, resumed.finishedGames());
        assertEquals(10, Ggf.parseAll(Files.readString(partial)).size());

        Path whole = tmp.resolve("whole.ggf");
        MatchRunner straight = new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(10, 1, null),
                MatchRunnerTest::deterministic, whole, null);
        straight.run();
        PairingStats a = resumed.pairings().get(0);
        PairingStats b = straight.pairings().get(0);
        assertEquals(b.wins(), a.wins());
        assertEquals(b.draws(), a.draws());
        assertEquals(b.losses(), a.losses());
        assertArrayEquals(b.pentanomial(), a.pentanomial());
        assertEquals(b.averageDiscs(), a.averageDiscs(), 1e-9);

        // Records of another match are not counted.
        MatchRunner other = new MatchRunner(specs("lowest", "someone"), OPENINGS, settings(2, 1, null),
                MatchRunnerTest::deterministic, null, null);
        assertEquals(10, other.resume(partial, System.err));
        assertEquals(0, other.resumedGames());
    }

    /** A power loss mid-append leaves the last line cut off or zero bytes: the resume drops it and plays that game again. */
    @Test
    void resumeDropsATornOrZeroFilledLastLine() throws Exception {
        Path whole = tmp.resolve("whole.ggf");
        new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(4, 1, null), MatchRunnerTest::deterministic, whole, null).run();
        byte[] bytes = Files.readAllBytes(whole);
        String text = new String(bytes, StandardCharsets.UTF_8);
        int lastLine = text.lastIndexOf('\n', text.length() - 2) + 1;
        byte[] cut = java.util.Arrays.copyOf(bytes, lastLine + 40);
        byte[] zeros = java.util.Arrays.copyOf(bytes, lastLine + 40);
        java.util.Arrays.fill(zeros, lastLine, zeros.length, (byte) 0);
        for (byte[] damaged : List.of(cut, zeros)) {
            Path partial = tmp.resolve("torn.ggf");
            Files.write(partial, damaged);
            ByteArrayOutputStream notes = new ByteArrayOutputStream();
            MatchRunner resumed = new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(4, 1, null),
                    MatchRunnerTest::deterministic, partial, null);
            assertEquals(0, resumed.resume(partial, new PrintStream(notes, true)));
            assertEquals(partial + ": line 4, the last, is cut off (an interrupted write): dropped, its game is played again",
                    notes.toString().strip());
            assertEquals(3, resumed.resumedGames());
            resumed.run();
            assertEquals(4, resumed.finishedGames());
            assertEquals(games(Files.readString(whole)), games(Files.readString(partial)));
        }
    }

    /** A complete last record without its line end is kept, and the next game goes on a line of its own. */
    @Test
    void resumeKeepsACompleteLastRecordWithoutALineEnd() throws Exception {
        Path out = tmp.resolve("noeol.ggf");
        new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(2, 1, null), MatchRunnerTest::deterministic, out, null).run();
        String text = Files.readString(out);
        Files.writeString(out, text.strip());
        ByteArrayOutputStream notes = new ByteArrayOutputStream();
        MatchRunner resumed = new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(4, 1, null),
                MatchRunnerTest::deterministic, out, null);
        resumed.resume(out, new PrintStream(notes, true));
        assertEquals("", notes.toString());
        assertEquals(2, resumed.resumedGames());
        resumed.run();
        assertEquals(4, Files.readAllLines(out).size());
        assertEquals(4, Ggf.parseAll(Files.readString(out)).size());
    }

    /** Players, moves and result of each record (dates and measured times differ from run to run). */
    private static List<String> games(String ggf) {
        return Ggf.parseAll(ggf).stream().map(g -> g.blackName() + " " + g.whiteName() + " " + g.moves() + " " + g.result())
                .toList();
    }

    @Test
    void resumeKeepsForfeitsAndTheirReasons() throws Exception {
        Path out = tmp.resolve("f.ggf");
        MatchRunner.PlayerFactory factory = s -> s.name().equals("crasher")
                ? new FakePlayer("crasher", (t, c) -> {
                    throw new PlayerFault(Termination.CRASH, "crasher: output ended");
                })
                : FakePlayer.lowest(s.name());
        new MatchRunner(specs("lowest", "crasher"), OPENINGS, settings(2, 1, null), factory, out, null).run();
        MatchRunner again = new MatchRunner(specs("lowest", "crasher"), OPENINGS, settings(2, 1, null), factory, out, null);
        again.resume(out, System.err);
        PairingStats p = again.pairings().get(0);
        assertEquals(2, p.wins());
        assertEquals(java.util.Map.of(Termination.CRASH, 2), p.forfeitsB());
    }

    @Test
    void interruptKeepsFinishedGamesAndDropsTheGameInProgress() throws Exception {
        Path out = tmp.resolve("i.ggf");
        CountDownLatch stuck = new CountDownLatch(1);
        int[] gamesStarted = {0};
        MatchRunner.PlayerFactory factory = s -> s.name().equals("lowest") ? FakePlayer.lowest(s.name())
                : new FakePlayer(s.name(), (t, c) -> {
                    if (t.history().size() <= 9 && ++gamesStarted[0] == 3) {
                        stuck.countDown();
                        RefereeTest.sleep(10_000); // the third game hangs until the abort
                    }
                    return Reply.of(Long.numberOfTrailingZeros(t.game().board().legalMoves()));
                });
        MatchRunner runner = new MatchRunner(specs("lowest", "hanger"), OPENINGS, settings(6, 1, null), factory, out, null);
        Thread main = new Thread(() -> {
            try {
                runner.run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        main.start();
        assertTrue(stuck.await(10, TimeUnit.SECONDS));
        runner.abort();
        main.join(10_000);
        assertTrue(!main.isAlive());
        assertTrue(runner.aborted());
        assertEquals(2, runner.finishedGames());
        assertEquals(2, Ggf.parseAll(Files.readString(out)).size());
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        Standings.print(runner.pairings(), runner.engines(), new PrintStream(text, true, StandardCharsets.UTF_8));
        assertTrue(text.toString(StandardCharsets.UTF_8).contains("lowest"));
    }

    @Test
    void sprtStopsAPairingOnceDecided() throws Exception {
        // A random player against one that forfeits 70% of its games on purpose (an illegal first
        // move): results vary, but clearly favour the first.
        MatchRunner.PlayerFactory factory = s -> s.name().equals("lowest") ? FakePlayer.random(s.name(), 11)
                : new FakePlayer(s.name(), new FakePlayer.Behaviour() {
                    final java.util.Random random = new java.util.Random(5);

                    @Override
                    public Reply reply(Turn t, int c) {
                        Board b = t.game().board();
                        if (t.history().size() <= 9 && random.nextInt(10) < 7) {
                            return Reply.of(FakePlayer.anyOccupied(b));
                        }
                        return Reply.of(Long.numberOfTrailingZeros(b.legalMoves()));
                    }
                });
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        MatchRunner runner = new MatchRunner(specs("lowest", "weak"), OPENINGS, settings(1000, 1, new Sprt(0, 50, 0.05, 0.05)),
                factory, null, new PrintStream(progress, true, StandardCharsets.UTF_8));
        runner.run();
        PairingStats p = runner.pairings().get(0);
        assertEquals(Sprt.Decision.H1, p.decision());
        assertTrue(p.games() < 1000, "games: " + p.games());
        assertTrue(p.llr() >= p.sprt().upperBound());
        assertTrue(progress.toString(StandardCharsets.UTF_8).contains("H1 accepted"));
    }

    @Test
    void roundRobinPlaysEveryPairingAndGauntletOnlyTheFirstEngine() throws Exception {
        MatchRunner rr = new MatchRunner(specs("lowest", "r1", "r2", "r3"), OPENINGS, settings(2, 1, null),
                MatchRunnerTest::deterministic, null, null);
        assertEquals(6, rr.pairings().size());
        assertEquals(12, rr.scheduledGames());
        MatchRunner g = new MatchRunner(specs("lowest", "r1", "r2", "r3"), OPENINGS,
                new MatchRunner.Settings(2, true, 1, null, 250, 10_000), MatchRunnerTest::deterministic, null, null);
        assertEquals(3, g.pairings().size());
        g.run();
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        Standings.print(g.pairings(), g.engines(), new PrintStream(text, true, StandardCharsets.UTF_8));
        String table = text.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("points"), table);
        assertNotEquals(-1, table.indexOf("r3"));
    }

    @Test
    void unwritableOutputStopsTheMatchWithTheFileName() throws Exception {
        Path dir = tmp.resolve("a-directory");
        Files.createDirectory(dir);
        MatchRunner runner = new MatchRunner(specs("lowest", "rnd"), OPENINGS, settings(6, 2, null),
                MatchRunnerTest::deterministic, dir, null);
        java.io.UncheckedIOException e = assertThrows(java.io.UncheckedIOException.class, runner::run);
        assertTrue(e.getMessage().contains("a-directory"), e.getMessage());
        assertTrue(runner.finishedGames() == 0);
    }

    @Test
    void rejectsDuplicateNamesAndSetUpPositionsForGtp() {
        assertThrows(IllegalArgumentException.class, () -> new MatchRunner(specs("a", "a"), OPENINGS, settings(2, 1, null),
                MatchRunnerTest::deterministic, null, null));
        Board other = Board.start().play(io.magpie.board.Square.parse("f5"));
        List<Opening> setUp = List.of(new Opening(other, List.of(), "set-up"));
        List<EngineSpec> withGtp = List.of(EngineSpec.parse("name=a,proto=internal"), EngineSpec.parse("name=g,proto=gtp,cmd=x"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new MatchRunner(withGtp, setUp,
                settings(2, 1, null), MatchRunnerTest::deterministic, null, null));
        assertTrue(e.getMessage().contains("GTP"), e.getMessage());
    }

    /** A player whose move fails as a closed process or executor does once it is closed (issue 47 item 2). */
    private static final class ClosingPlayer implements Player {
        private final String name;
        private final CountDownLatch moving;
        private volatile boolean closed;

        ClosingPlayer(String name, CountDownLatch moving) {
            this.name = name;
            this.moving = moving;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void newGame(Board start) {}

        @Override
        public Reply move(Turn turn) {
            moving.countDown();
            while (!closed) {
                Thread.onSpinWait();
            }
            throw new NullPointerException("Cannot invoke \"readLine\" because \"this.process\" is null");
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    @Test
    void anInterruptIsNoFailureEvenWhenClosedEnginesThrow() throws Exception {
        CountDownLatch moving = new CountDownLatch(1);
        MatchRunner runner = new MatchRunner(specs("a", "b"), OPENINGS, settings(4, 1, null),
                s -> new ClosingPlayer(s.name(), moving), tmp.resolve("m.ggf"), null);
        Thread aborter = new Thread(() -> {
            try {
                moving.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            runner.abort();
        });
        aborter.start();
        runner.run(); // threw the NullPointerException before the fix
        aborter.join();
        assertTrue(runner.aborted(), "an interrupted match, not a failed one");
    }
}
