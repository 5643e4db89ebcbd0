package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command and every action of book and tune answers {@code --help} with its usage on stdout,
 * exit status 0 and nothing on stderr, and does nothing else (no file is read, no engine starts).
 */
class HelpTest {
    /** Every command and every sub-command, as typed: "solve", "book build". */
    static Stream<String> commandLines() {
        List<String> lines = new ArrayList<>();
        for (Command c : Main.commands()) {
            lines.add(c.name());
            if (c instanceof SubCommands) {
                for (NamedCommand sub : ((SubCommands) c).subCommands()) {
                    lines.add(sub.name());
                }
            }
        }
        return lines.stream();
    }

    @org.junit.jupiter.api.Test
    void theSubCommandsAreListed() {
        List<String> lines = commandLines().collect(java.util.stream.Collectors.toList());
        for (String expected : new String[] {"book build", "book learn", "book info", "book show", "book verify",
            "book merge", "book export", "book import", "tune positions", "tune label", "tune propagate",
            "tune children", "tune blend", "tune fit", "tune test", "tune dump", "tune archive", "tune mpc"}) {
            assertTrue(lines.contains(expected), expected + " in " + lines);
        }
    }

    /** The declared commands: each option has a line in the help, with its default where it has one. */
    static Stream<DeclaredCommand> declaredCommands() {
        List<DeclaredCommand> list = new ArrayList<>();
        for (Command c : Main.commands()) {
            if (c instanceof DeclaredCommand) {
                list.add((DeclaredCommand) c);
            } else if (c instanceof SubCommands) {
                for (NamedCommand sub : ((SubCommands) c).subCommands()) {
                    list.add((DeclaredCommand) sub);
                }
            }
        }
        list.add(new SelfPlayCommand.Matches());
        list.add(new SelfPlayArchiveMode());
        return list.stream();
    }

    @ParameterizedTest
    @MethodSource("declaredCommands")
    void helpListsEveryOption(DeclaredCommand command) throws Exception {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        java.io.PrintStream out = new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, command.run(new String[] {"--help"}, out, out));
        String help = bytes.toString(java.nio.charset.StandardCharsets.UTF_8).replaceAll("\\s+", " ");
        assertTrue(help.startsWith("usage: " + command.syntax()), help);
        for (OptionSpec<?> spec : command.options()) {
            assertTrue(help.contains("--" + spec.name() + " "), "--" + spec.name() + " in " + help);
            assertTrue(help.contains(spec.helpLine().replaceAll("\\s+", " ")), spec.helpLine() + " in " + help);
        }
    }

    @ParameterizedTest
    @MethodSource("commandLines")
    void helpGoesToStdoutAndSucceeds(String commandLine) {
        CapturedRun cli = new CapturedRun();
        List<String> args = new ArrayList<>(List.of(commandLine.split(" ")));
        args.add("--help");
        assertEquals(0, cli.run(args.toArray(new String[0])), cli.err());
        assertTrue(cli.out().startsWith("usage: magpie " + commandLine), cli.out());
        assertEquals("", cli.err());
    }

    @ParameterizedTest
    @MethodSource("commandLines")
    void helpAsAWordBeforeTheCommand(String commandLine) {
        CapturedRun cli = new CapturedRun();
        List<String> args = new ArrayList<>(List.of("help"));
        args.addAll(List.of(commandLine.split(" ")));
        assertEquals(0, cli.run(args.toArray(new String[0])), cli.err());
        assertTrue(cli.out().startsWith("usage: magpie " + commandLine), cli.out());
        assertEquals("", cli.err());
    }

    @org.junit.jupiter.api.Test
    void helpAloneListsTheCommands() {
        CapturedRun cli = new CapturedRun();
        assertEquals(0, cli.run("help"));
        assertEquals(Main.usage(), cli.out());
        assertEquals(0, cli.run("--debug", "help"));
        assertEquals(Main.usage(), cli.out());
    }
}
