package io.magpie.cli;

import io.magpie.format.InputFiles;
import io.magpie.match.EngineSpec;
import io.magpie.match.MatchRunner;
import io.magpie.match.Opening;
import io.magpie.match.Openings;
import io.magpie.match.Sprt;
import io.magpie.match.Standings;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * {@code magpie match}: a tournament between NBoard, GTP or in-process engines, with a referee,
 * GGF output, Elo and SPRT. See {@link MatchRunner} for the schedule and {@link EngineSpec} for
 * the engine syntax.
 */
public final class MatchCommand extends DeclaredCommand {
    static final OptionSpec<String> ENGINE = OptionSpec.text("engine", "SPEC", "an engine: key=value pairs separated "
            + "by commas: name=NAME, cmd=COMMAND LINE, proto=nboard|gtp|internal, dir=WORKDIR, depth=N (nboard, "
            + "internal), movetime=SECONDS, tc=MAIN+INC or MAIN/PERIOD/STONES (seconds; the second is byo-yomi, "
            + "gtp and internal), pass=implicit|explicit (gtp), hash=MB (all its tables), selectivity=PERCENT, "
            + "eval=pattern|simple|FILE.mpw (internal). Example: \"name=edax,cmd=./lEdax "
            + "-nboard -q,dir=/opt/edax,depth=8\". Repeat for each engine").withShortName("e").repeatable();
    static final OptionSpec<Path> ENGINES = OptionSpec.path("engines", "FILE",
            "engines from a file, one SPEC a line (# starts a comment)");
    static final OptionSpec<Path> OPENINGS = OptionSpec.path("openings", "FILE",
            "openings: one transcript a line (XOT lists) or GGF records").defaultsTo(null, "the start position");
    static final OptionSpec<Integer> GAMES = OptionSpec.integer("games", "N", 1, 10_000_000,
            "games per pairing, rounded up to pairs with colours swapped").withShortName("n").defaultsTo(100);
    static final OptionSpec<Boolean> GAUNTLET = OptionSpec.flag("gauntlet",
            "the first engine plays each other one (default: round robin)");
    static final OptionSpec<Integer> CONCURRENCY = OptionSpec.integer("concurrency", "N", 1, 1024, "games at once")
            .withShortName("j").defaultsTo(1);
    static final OptionSpec<String> SPRT = OptionSpec.text("sprt", "SPEC",
            "stop a pairing when decided: elo0=0,elo1=5,alpha=0.05,beta=0.05 (logistic Elo, game pairs)");
    static final OptionSpec<Path> OUT = OptionSpec.path("out", "FILE", "append every finished game to this GGF file")
            .withShortName("o");
    static final OptionSpec<Boolean> RESUME = OptionSpec.flag("resume",
            "count the games already in --out and play only the rest");
    static final OptionSpec<Long> SEED = OptionSpec.longInteger("seed", "N", Long.MIN_VALUE, Long.MAX_VALUE,
            "shuffle the openings with this seed").defaultsTo(null, "file order");
    static final OptionSpec<Integer> MARGIN = OptionSpec.integer("margin", "MS", 0, 3_600_000,
            "latency allowed beyond a clock or time per move").defaultsTo(250);
    static final OptionSpec<Integer> HANG_TIMEOUT = OptionSpec.integer("hang-timeout", "SECONDS", 1, 86_400,
            "longest wait for a move without a time limit, and for start-up").defaultsTo(60);
    static final OptionSpec<Boolean> QUIET = OptionSpec.flag("quiet", "no line per finished game").withShortName("q");

    public MatchCommand() {
        super("match", "engine-vs-engine match (NBoard, GTP, in-process) with Elo, SPRT and GGF output",
                List.of(ENGINE, ENGINES, OPENINGS, GAMES, GAUNTLET, CONCURRENCY, SPRT, OUT, RESUME, SEED, MARGIN,
                HANG_TIMEOUT, QUIET));
    }

    @Override
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        List<EngineSpec> engines = new ArrayList<>();
        try {
            if (args.has(ENGINES)) {
                Path file = args.get(ENGINES);
                List<String> lines = InputFiles.readLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).strip();
                    if (line.isEmpty() || line.startsWith("#")) {
                        continue;
                    }
                    try {
                        engines.add(EngineSpec.parse(line));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage());
                    }
                }
            }
            for (String s : args.all(ENGINE)) {
                engines.add(EngineSpec.parse(s));
            }
        } catch (IllegalArgumentException e) {
            throw args.error(e.getMessage());
        }
        if (engines.size() < 2) {
            throw args.error("give at least two engines with --engine or --engines");
        }
        int games = args.get(GAMES);
        int concurrency = args.get(CONCURRENCY);
        int marginMs = args.get(MARGIN);
        int hangSeconds = args.get(HANG_TIMEOUT);
        Sprt sprt = null;
        if (args.has(SPRT)) {
            try {
                sprt = Sprt.parse(args.get(SPRT));
            } catch (IllegalArgumentException e) {
                throw args.error("--sprt: " + e.getMessage());
            }
        }
        Path outFile = args.get(OUT);
        boolean resume = args.get(RESUME);
        if (resume && outFile == null) {
            throw args.error("--resume needs --out FILE");
        }
        if (outFile != null && !resume && Files.exists(outFile) && Files.size(outFile) > 0) {
            throw args.error(outFile + " already holds games: use --resume to continue that match, or another --out");
        }
        List<Opening> openings = args.has(OPENINGS) ? Openings.read(args.get(OPENINGS)) : List.of(Opening.standard());
        if (args.has(SEED)) {
            openings = Openings.shuffled(openings, args.get(SEED));
        }
        int cores = Runtime.getRuntime().availableProcessors();
        if (concurrency > cores) {
            err.println(String.format(Locale.ROOT, "warning: %d games at once on %d available processors: "
                    + "engines will compete for CPU and time limits will be unfair", concurrency, cores));
        }
        long hangMs = hangSeconds * 1000L;
        MatchRunner runner = new MatchRunner(engines, openings,
                new MatchRunner.Settings(games, args.get(GAUNTLET), concurrency, sprt, marginMs, hangMs),
                spec -> MatchRunner.defaultPlayer(spec, hangMs), outFile, args.get(QUIET) ? null : err);
        if (resume) {
            int unmatched = runner.resume(outFile, err);
            err.println("resumed " + runner.resumedGames() + " games from " + outFile
                    + (unmatched > 0 ? "; " + unmatched + " records match no game of this match and are ignored" : ""));
        }
        for (EngineSpec e : engines) {
            err.println("engine " + e.name() + ": " + e.protocol().name().toLowerCase(Locale.ROOT)
                    + (e.command().isEmpty() ? "" : " " + String.join(" ", e.command())) + " (" + e.limitsText() + ")");
        }
        err.println(String.format(Locale.ROOT, "%d games scheduled (%d openings, %s), %d at once",
                runner.scheduledGames(), openings.size(), args.get(GAUNTLET) ? "gauntlet" : "round robin", concurrency));

        // Ctrl-C: keep the finished games (already in the file), print the standings, then exit.
        CountDownLatch printed = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            runner.abort();
            try {
                printed.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "match-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            try {
                runner.run();
            } catch (RuntimeException e) {
                Standings.print(runner.pairings(), runner.engines(), out);
                throw e;
            }
            if (runner.aborted()) {
                out.println("interrupted: " + runner.finishedGames() + " finished games kept"
                        + (outFile != null ? " in " + outFile + " (continue with --resume)" : ""));
            }
            Standings.print(runner.pairings(), runner.engines(), out);
            out.flush();
        } finally {
            printed.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The JVM is already shutting down (interrupt): the hook is running.
            }
        }
        return 0;
    }
}
