package io.magpie.cli;

import io.magpie.protocol.CommandLoop;
import io.magpie.protocol.ConsoleProtocol;
import io.magpie.protocol.Protocol;

/** {@code magpie console} (the default): play and analyse at a terminal; 'help' lists the commands. */
final class ConsoleCommand extends ProtocolCommand {
    ConsoleCommand() {
        super("console", "play and analyse at the terminal (the default)");
    }

    @Override
    Protocol protocol(CommandLoop loop) {
        return new ConsoleProtocol(loop, System.console() != null); // a GUI's pipes are no terminal
    }
}
