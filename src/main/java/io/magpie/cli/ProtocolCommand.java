package io.magpie.cli;

import io.magpie.engine.Engine;
import io.magpie.protocol.CommandLoop;
import io.magpie.protocol.Options;
import io.magpie.protocol.Protocol;
import io.magpie.protocol.ProtocolLog;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Function;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;

/**
 * The shared body of {@code nboard}, {@code gtp} and {@code console}: flags for the option table
 * ({@code --depth 12}) and {@code --log FILE}, then a {@link CommandLoop} on stdin and {@code out}
 * until quit or the end of input.
 */
abstract class ProtocolCommand implements Command {
    private final String name;
    private final String summary;
    private final Function<CommandLoop, Protocol> protocol;

    ProtocolCommand(String name, String summary, Function<CommandLoop, Protocol> protocol) {
        this.name = name;
        this.summary = summary;
        this.protocol = protocol;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String summary() {
        return summary;
    }

    private org.apache.commons.cli.Options cliOptions(Options table) {
        org.apache.commons.cli.Options cli = new org.apache.commons.cli.Options();
        cli.addOption(Option.builder().longOpt("log").hasArg().argName("FILE")
                .desc("record every line in and out, with time stamps, in FILE").build());
        for (Options.Entry e : table.entries()) {
            cli.addOption(Option.builder().longOpt(e.name()).hasArg().argName("N")
                    .desc(e.description() + " (default " + e.defaultValue() + ")").build());
        }
        cli.addOption(Option.builder("h").longOpt("help").desc("show this help").build());
        return cli;
    }

    @Override
    public int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options table = new Options();
        org.apache.commons.cli.Options cli = cliOptions(table);
        String syntax = "magpie " + name + " [OPTIONS]";
        CommandLine cl = CommandLines.parse(cli, args, syntax);
        if (cl.hasOption("help")) {
            out.print(CommandLines.usage(cli, syntax));
            return 0;
        }
        if (cl.getArgs().length > 0) {
            throw new UsageException("unexpected argument: " + cl.getArgs()[0], CommandLines.usage(cli, syntax));
        }
        for (Options.Entry e : table.entries()) {
            if (cl.hasOption(e.name())) {
                try {
                    table.set(e.name(), cl.getOptionValue(e.name()));
                } catch (IllegalArgumentException ex) {
                    throw new UsageException("--" + ex.getMessage(), CommandLines.usage(cli, syntax));
                }
            }
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        ProtocolLog log = cl.hasOption("log") ? openLog(cl.getOptionValue("log")) : null;
        try {
            CommandLoop loop = new CommandLoop(new Engine(), table, in, out, err, log, Main.version());
            if (log != null) {
                log.note("magpie " + name + " " + Main.version() + "; options: "
                        + table.describe().replace('\n', ';'));
            }
            loop.run(protocol.apply(loop));
        } finally {
            if (log != null) {
                log.close();
            }
        }
        return 0;
    }

    private static ProtocolLog openLog(String file) throws IOException {
        try {
            return new ProtocolLog(Path.of(file));
        } catch (IOException e) {
            throw new IOException("cannot open the log " + file + ": " + e.getMessage(), e);
        }
    }
}
