package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Issue 47 item 4: a write that fails (a full disk) is reported, naming the file, with a non-zero exit. */
class WriteErrorTest {
    /** Standard output on a full disk: every write fails. */
    private static final class FullDisk extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            throw new IOException("No space left on device");
        }
    }

    @Test
    void showToAFullStandardOutputFails() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"show", "--moves", "f5d6"}, new PrintStream(new FullDisk(), true),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(1, status);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("magpie show: cannot write to the standard output"),
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void bookExportToAFullDeviceNamesIt() {
        assumeTrue(Files.isWritable(Path.of("/dev/full")), "no /dev/full here");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"book", "export", "book/magpie.book", "/dev/full"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(1, status, err.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("cannot write /dev/full"),
                err.toString(StandardCharsets.UTF_8));
    }
}
