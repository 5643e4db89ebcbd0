package io.magpie.spark;

import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * Position files as text, read in parallel: OBF/FFO problem lines or one "BOARD SIDE" position a
 * line (the lines {@code magpie solve} reads; blank lines and lines starting with % or # are
 * skipped). Every position gets its file, its line and its ordinal, in input order.
 */
final class TextInput {
    private TextInput() {}

    static boolean isComment(String line) {
        String trimmed = line.strip();
        return trimmed.isEmpty() || trimmed.startsWith("%") || trimmed.startsWith("#");
    }

    static JavaRDD<Line> read(JavaSparkContext sc, List<String> files) {
        JavaRDD<Tuple2<String, String>> all = null;
        for (String file : files) {
            // zipWithIndex numbers the lines in file order (partition by partition).
            JavaRDD<Tuple2<String, String>> lines = sc.textFile(file).zipWithIndex()
                    .filter(t -> !isComment(t._1()))
                    .map(t -> new Tuple2<>(file + ":" + (t._2() + 1), t._1()));
            all = all == null ? lines : all.union(lines);
        }
        return all.zipWithIndex().map(t -> new Line(t._2(), t._1()._1(), t._1()._2()));
    }
}
