package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The live behaviour of the loop with input arriving while the engine thinks: NBoard's ping stops a
 * search that would otherwise run for minutes, and nothing about it follows the pong; the console's
 * stop does the same. Lines are fed through a pipe, as a GUI would.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a search that ignores the stop fails the build, never stalls it
class CommandLoopTest {
    /** A midgame position (NBoard's "XOT"-like start) that no search finishes at depth 60. */
    private static final String GAME = "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
            + "BO[8 ---------------------------O*------*O--------------------------- *]"
            + "B[F5]W[D6]B[C4]W[D3]B[C2]W[B3]B[B4]W[B5];)";

    @Test
    void pingStopsAHintAndNothingAboutItFollowsThePong() throws Exception {
        LiveSession s = new LiveSession("nboard");
        s.send("nboard 2");
        s.send(GAME);
        s.send("ping 1");
        s.send("hint 3");
        s.waitFor("pong 1");
        s.waitFor("search ");
        s.send("ping 2");
        s.waitFor("pong 2");
        s.send("ping 3");
        assertEquals("pong 3", s.next(), "after pong 2, only the answer to the next line");
        s.close();
    }

    @Test
    void pingStopsAGoWhoseStaleAnswerComesBeforeThePong() throws Exception {
        LiveSession s = new LiveSession("nboard");
        s.send(GAME);
        s.send("ping 1");
        s.send("go");
        s.waitFor("pong 1");
        s.waitFor("nodestats");
        s.send("ping 2");
        List<String> beforePong = new ArrayList<>();
        String line;
        while (!(line = s.next()).equals("pong 2")) {
            beforePong.add(line);
        }
        assertTrue(beforePong.stream().anyMatch(l -> l.matches("=== [A-H][1-8]/.*")), "the stale move: " + beforePong);
        s.send("ping 3");
        assertEquals("pong 3", s.next());
        s.close();
    }

    @Test
    void consoleStopEndsASolveAndTheSessionGoesOn() throws Exception {
        LiveSession s = new LiveSession("console");
        s.send("mode none");
        s.send("solve");
        s.waitFor("Solving 60 empties");
        s.send("stop");
        s.waitFor("Best ");
        assertEquals("Nothing to stop.", s.next(), "the stop line itself, after the search");
        s.send("level x");
        assertEquals("Error: depth needs an integer, not \"x\"", s.next());
        s.close();
    }

    @Test
    void endOfInputStopsAnNBoardGoAtOnce() throws Exception {
        LiveSession s = new LiveSession("nboard");
        s.send(GAME);
        s.send("go");
        s.waitFor("status Magpie is thinking");
        s.close(); // fails unless the loop ends: a depth-60 search takes hours
        assertTrue(s.printed().stream().anyMatch(l -> l.matches("=== [A-H][1-8]/.*")), "the stopped search's move");
    }

    @Test
    void quitStopsAnNBoardGoAtOnce() throws Exception {
        LiveSession s = new LiveSession("nboard");
        s.send(GAME);
        s.send("go");
        s.waitFor("status Magpie is thinking");
        s.send("quit");
        s.awaitEnd();
    }

    @Test
    void endOfInputAndQuitStopAGtpGenmove() throws Exception {
        LiveSession s = new LiveSession("gtp");
        s.send("genmove b");
        Thread.sleep(50); // let the search begin (it is stopped whether or not it has)
        s.close();
        assertTrue(s.printed().stream().anyMatch(l -> l.matches("= [A-H][1-8]")), "an answer to genmove");

        LiveSession q = new LiveSession("gtp");
        q.send("genmove b");
        Thread.sleep(50);
        q.send("7 quit");
        q.awaitEnd();
        assertTrue(q.printed().contains("=7"), "quit is answered: " + q.printed());
    }

    @Test
    void endOfInputAndQuitStopAConsoleGo() throws Exception {
        LiveSession s = new LiveSession("console");
        s.send("mode none");
        s.send("go");
        Thread.sleep(50);
        s.close();
        assertTrue(s.printed().stream().anyMatch(l -> l.startsWith("Magpie plays ")), "the stopped search's move");

        LiveSession q = new LiveSession("console");
        q.send("mode none");
        q.send("solve");
        q.waitFor("Solving 60 empties");
        q.send("quit");
        q.awaitEnd();
    }
}
