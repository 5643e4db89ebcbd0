package io.magpie.cli;

import io.magpie.protocol.ConsoleProtocol;

/** {@code magpie console} (the default): play and analyse at a terminal; 'help' lists the commands. */
final class ConsoleCommand extends ProtocolCommand {
    ConsoleCommand() {
        super("console", "play and analyse at the terminal (the default)", ConsoleProtocol::new);
    }
}
