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
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;

/**
 * {@code magpie match}: a tournament between NBoard, GTP or in-process engines, with a referee,
 * GGF output, Elo and SPRT. See {@link MatchRunner} for the schedule and {@link EngineSpec} for
 * the engine syntax.
 */
public final class MatchCommand implements Command {
    private static final String SYNTAX = "magpie match --engine SPEC --engine SPEC [...] [options]";
    private static final String ENGINE_HELP = "an engine: key=value pairs separated by commas: name=NAME, cmd=COMMAND LINE, "
            + "proto=nboard|gtp|internal, dir=WORKDIR, depth=N (nboard, internal), movetime=SECONDS, tc=MAIN+INC (seconds), "
            + "pass=implicit|explicit (gtp), hash=MB, selectivity=PERCENT, eval=pattern|simple|FILE.mpw (internal). Example: \"name=edax,cmd=./lEdax -nboard -q,dir=/opt/edax,depth=8\". Repeat for each engine";

    @Override
    public String name() {
        return "match";
    }

    @Override
    public String summary() {
        return "engine-vs-engine match (NBoard, GTP, in-process) with Elo, SPRT and GGF output";
    }

    private static Options options() {
        Options o = new Options();
        o.addOption(Option.builder("e").longOpt("engine").hasArg().argName("SPEC").desc(ENGINE_HELP).build());
        o.addOption(CommandLines.value("engines", "FILE",
                "engines from a file, one SPEC a line (# starts a comment)"));
        o.addOption(CommandLines.value("openings", "FILE",
                "openings: one transcript a line (XOT lists) or GGF records; default: the start position"));
        o.addOption(Option.builder("n").longOpt("games").hasArg().argName("N")
                .desc("games per pairing, rounded up to pairs with colours swapped (default 100)").build());
        o.addOption(CommandLines.flag("gauntlet",
                "the first engine plays each other one (default: round robin)"));
        o.addOption(Option.builder("j").longOpt("concurrency").hasArg().argName("N").desc("games at once (default 1)").build());
        o.addOption(CommandLines.value("sprt", "SPEC",
                "stop a pairing when decided: elo0=0,elo1=5,alpha=0.05,beta=0.05 (logistic Elo, game pairs)"));
        o.addOption(Option.builder("o").longOpt("out").hasArg().argName("FILE").desc("append every finished game to this GGF file").build());
        o.addOption(CommandLines.flag("resume", "count the games already in --out and play only the rest"));
        o.addOption(CommandLines.value("seed", "N",
                "shuffle the openings with this seed (default: file order)"));
        o.addOption(CommandLines.value("margin", "MS",
                "latency allowed beyond a clock or time per move (default 250)"));
        o.addOption(CommandLines.value("hang-timeout", "SECONDS",
                "longest wait for a move without a time limit, and for start-up (default 60)"));
        o.addOption(Option.builder("q").longOpt("quiet").desc("no line per finished game").build());
        o.addOption(CommandLines.help());
        return o;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options options = options();
        CommandLine cl = CommandLines.parseOrHelp(options, args, SYNTAX, out);
        if (cl == null) {
            return 0;
        }
        if (!cl.getArgList().isEmpty()) {
            throw usage("unexpected argument: " + cl.getArgList().get(0), options);
        }
        List<EngineSpec> engines = new ArrayList<>();
        try {
            if (cl.hasOption("engines")) {
                Path file = Path.of(cl.getOptionValue("engines"));
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
            String[] specs = cl.getOptionValues("engine");
            if (specs != null) {
                for (String s : specs) {
                    engines.add(EngineSpec.parse(s));
                }
            }
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage(), options);
        }
        if (engines.size() < 2) {
            throw usage("give at least two engines with --engine or --engines", options);
        }
        int games = CommandLines.intValue(cl, "games", 100, 1, 10_000_000, options, SYNTAX);
        int concurrency = CommandLines.intValue(cl, "concurrency", 1, 1, 1024, options, SYNTAX);
        int marginMs = CommandLines.intValue(cl, "margin", 250, 0, 3_600_000, options, SYNTAX);
        int hangSeconds = CommandLines.intValue(cl, "hang-timeout", 60, 1, 86_400, options, SYNTAX);
        Sprt sprt = null;
        if (cl.hasOption("sprt")) {
            try {
                sprt = Sprt.parse(cl.getOptionValue("sprt"));
            } catch (IllegalArgumentException e) {
                throw usage("--sprt: " + e.getMessage(), options);
            }
        }
        Path outFile = cl.hasOption("out") ? Path.of(cl.getOptionValue("out")) : null;
        if (cl.hasOption("resume") && outFile == null) {
            throw usage("--resume needs --out FILE", options);
        }
        if (outFile != null && !cl.hasOption("resume") && Files.exists(outFile) && Files.size(outFile) > 0) {
            throw usage(outFile + " already holds games: use --resume to continue that match, or another --out", options);
        }
        List<Opening> openings = cl.hasOption("openings")
                ? Openings.read(Path.of(cl.getOptionValue("openings"))) : List.of(Opening.standard());
        if (cl.hasOption("seed")) {
            try {
                openings = Openings.shuffled(openings, Long.parseLong(cl.getOptionValue("seed").trim()));
            } catch (NumberFormatException e) {
                throw usage("--seed needs an integer: " + cl.getOptionValue("seed"), options);
            }
        }
        int cores = Runtime.getRuntime().availableProcessors();
        if (concurrency > cores) {
            err.println(String.format(Locale.ROOT, "warning: %d games at once on %d available processors: "
                    + "engines will compete for CPU and time limits will be unfair", concurrency, cores));
        }
        long hangMs = hangSeconds * 1000L;
        MatchRunner runner = new MatchRunner(engines, openings,
                new MatchRunner.Settings(games, cl.hasOption("gauntlet"), concurrency, sprt, marginMs, hangMs),
                spec -> MatchRunner.defaultPlayer(spec, hangMs), outFile, cl.hasOption("quiet") ? null : err);
        if (cl.hasOption("resume")) {
            int unmatched = runner.resume(outFile, err);
            err.println("resumed " + runner.resumedGames() + " games from " + outFile
                    + (unmatched > 0 ? "; " + unmatched + " records match no game of this match and are ignored" : ""));
        }
        for (EngineSpec e : engines) {
            err.println("engine " + e.name() + ": " + e.protocol().name().toLowerCase(Locale.ROOT)
                    + (e.command().isEmpty() ? "" : " " + String.join(" ", e.command())) + " (" + e.limitsText() + ")");
        }
        err.println(String.format(Locale.ROOT, "%d games scheduled (%d openings, %s), %d at once",
                runner.scheduledGames(), openings.size(), cl.hasOption("gauntlet") ? "gauntlet" : "round robin", concurrency));

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

    private static UsageException usage(String message, Options options) {
        return new UsageException(message, CommandLines.usage(options, SYNTAX));
    }
}
