// A single-node OpenSearch on 127.0.0.1 for bench/marketplace-opensearch.mjs: the server jar and two of the
// distribution's modules (Netty for HTTP and transport, analysis-common for english, asciifolding, ngram) on the
// class path, no security manager, no bootstrap checks (loopback only), logs to stdout.
//   java -Xms2g -Xmx2g -cp 'lib/*:classes' Launcher <home dir> <http port> <transport port>
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.logging.LogConfigurator;
import org.opensearch.common.settings.Settings;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.transport.Netty4Plugin;

public class Launcher extends Node {
  Launcher(Settings settings) {
    super(InternalSettingsPreparer.prepareEnvironment(settings, java.util.Map.of(), null, () -> "bench"),
        List.of(Netty4Plugin.class, CommonAnalysisPlugin.class), false);
  }

  public static void main(String[] args) throws Exception {
    Path home = Path.of(args[0]).toAbsolutePath();
    Settings settings = Settings.builder()
        .put("path.home", home.toString())
        .put("path.data", home.resolve("data").toString())
        .put("path.logs", home.resolve("logs").toString())
        .put("cluster.name", "stave-bench")
        .put("node.name", "bench")
        .put("discovery.type", "single-node")
        .put("network.host", "127.0.0.1")
        .put("http.port", args[1])
        .put("transport.port", args[2])
        // A bench box's disk may be fuller than the default watermarks allow.
        .put("cluster.routing.allocation.disk.threshold_enabled", false)
        .build();
    LogConfigurator.configureWithoutConfig(settings);
    Node node = new Launcher(settings).start();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        node.close();
      } catch (Exception e) {
        e.printStackTrace();
      }
      stopped.countDown();
    }));
    stopped.await();
  }
}
