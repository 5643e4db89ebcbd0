package io.magpie.cli;

import io.magpie.protocol.NBoardProtocol;

/** {@code magpie nboard}: the NBoard protocol on stdin/stdout, for the NBoard GUI. */
final class NBoardCommand extends ProtocolCommand {
    NBoardCommand() {
        super("nboard", "speak the NBoard protocol (for the NBoard GUI)", NBoardProtocol::new);
    }
}
