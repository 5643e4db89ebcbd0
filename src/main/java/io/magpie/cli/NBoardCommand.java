package io.magpie.cli;

import io.magpie.protocol.CommandLoop;
import io.magpie.protocol.NBoardProtocol;
import io.magpie.protocol.Protocol;

/** {@code magpie nboard}: the NBoard protocol on stdin/stdout, for the NBoard GUI. */
final class NBoardCommand extends ProtocolCommand {
    NBoardCommand() {
        super("nboard", "speak the NBoard protocol (for the NBoard GUI)");
    }

    /** The GUI waits for the first pong: the protocol starts the engine's preparation after it. */
    @Override
    boolean prepareAtStart() {
        return false;
    }

    @Override
    Protocol protocol(CommandLoop loop) {
        return new NBoardProtocol(loop);
    }
}
