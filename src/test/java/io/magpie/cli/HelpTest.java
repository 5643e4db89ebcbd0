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
    static Stream<String> commandLines() {
        List<String> lines = new ArrayList<>();
        for (Command c : Main.commands()) {
            lines.add(c.name());
        }
        for (String action : new String[] {"build", "learn", "info", "show", "verify", "merge", "export", "import"}) {
            lines.add("book " + action);
        }
        for (String step : new String[] {"positions", "label", "propagate", "children", "blend", "fit", "test", "dump",
            "mpc"}) {
            lines.add("tune " + step);
        }
        return lines.stream();
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
