package io.magpie.cli;

import io.magpie.protocol.CommandLoop;
import io.magpie.protocol.ConsoleProtocol;
import io.magpie.protocol.Protocol;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;

/**
 * {@code magpie console} (the default): play and analyse at a terminal; 'help' lists the commands.
 * At a terminal (stdin and stdout both) lines are read through {@link TerminalConsole}, with a
 * prompt, line editing and history; from a pipe (a GUI, a script) they are read as they are, and
 * the terminal library is never loaded.
 */
final class ConsoleCommand extends ProtocolCommand {
    private TerminalConsole terminal;

    ConsoleCommand() {
        super("console", "play and analyse at the terminal (the default)");
    }

    private static boolean atTerminal() {
        return System.console() != null; // a GUI's pipes are no terminal
    }

    @Override
    Protocol protocol(CommandLoop loop) {
        return new ConsoleProtocol(loop, atTerminal());
    }

    @Override
    BufferedReader input() throws IOException {
        if (atTerminal() && System.getenv("MAGPIE_NO_LINE_EDITING") == null) {
            try {
                terminal = TerminalConsole.open();
                return terminal.input();
            } catch (IOException | RuntimeException | LinkageError e) {
                System.err.println("magpie: no line editing (" + e.getMessage() + ")");
            }
        }
        return super.input();
    }

    @Override
    PrintStream output(PrintStream out) {
        return terminal != null && out == System.out ? terminal.output() : out;
    }

    @Override
    void closeSession() {
        if (terminal != null) {
            terminal.close();
            terminal = null;
        }
    }
}
