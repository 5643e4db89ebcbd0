package io.magpie.spark;

import java.io.IOException;
import java.util.List;

/** Which kind of input a job got: all training-position files, or all text. */
final class Inputs {
    private Inputs() {}

    static boolean binary(List<String> files) throws IOException {
        int binary = 0;
        for (String file : files) {
            try {
                if (RecordInput.isPositionFile(file)) {
                    binary++;
                }
            } catch (java.io.FileNotFoundException e) {
                throw new IOException(file + ": no such file", e);
            }
        }
        if (binary != 0 && binary != files.size()) {
            throw new IOException("give either training-position files (.mgpd) or text position files, not both");
        }
        return binary > 0;
    }
}
