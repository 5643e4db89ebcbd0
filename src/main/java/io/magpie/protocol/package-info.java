/**
 * The text protocols: {@link io.magpie.protocol.CommandLoop} reads lines on its own thread and hands
 * them, in order, to one {@link io.magpie.protocol.Protocol} ({@code NBoardProtocol},
 * {@code GtpProtocol} or {@code ConsoleProtocol}), which turns them into {@link io.magpie.engine.Engine}
 * calls and formats the answers.
 *
 * <p>Conventions: every output line goes through {@code CommandLoop.println} (flushed, logged);
 * diagnostics go through {@code CommandLoop.note} to stderr and the log, never to the protocol
 * stream; numbers are formatted with {@code Locale.ROOT} and never with exponents; bad input gets the
 * protocol's own error form and leaves the game exactly as it was; searches run through {@code
 * CommandLoop.search} so that an interrupting line ({@code ping}, {@code stop}) stops them.
 */
package io.magpie.protocol;
