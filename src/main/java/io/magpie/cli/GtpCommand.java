package io.magpie.cli;

import io.magpie.protocol.GtpProtocol;

/** {@code magpie gtp}: the Go Text Protocol for Othello, for Quarry, GoGui and GTP match runners. */
final class GtpCommand extends ProtocolCommand {
    GtpCommand() {
        super("gtp", "speak GTP (for Quarry, GoGui, gogui-twogtp)", GtpProtocol::new);
    }
}
