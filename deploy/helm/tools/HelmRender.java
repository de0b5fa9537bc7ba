// `helm lint` and `helm template` without a helm binary or a cluster: helm-java (Helm's Go library behind a
// Java API; jars from deploy/local/helm/pom.xml, resolved by `node deploy/local/infra.mjs prefetch`).
//
//   java -cp '.testinfra/helm/lib/*' deploy/helm/tools/HelmRender.java lint <chart>
//   java -cp '.testinfra/helm/lib/*' deploy/helm/tools/HelmRender.java template <chart> [--values <file>]... [--name <release>] [--namespace <ns>] [--kube-version <v>]
//
// lint prints one message per line and exits 1 when Helm reports the chart as failed (errors; warnings too,
// since it runs in strict mode). template prints the rendered manifests on stdout and exits 1 (the reason
// on stderr) when rendering fails. Java 11+ runs this single file without a compile step.
import com.marcnuri.helm.Helm;
import com.marcnuri.helm.LintResult;
import com.marcnuri.helm.TemplateCommand;
import java.nio.file.Path;
import java.nio.file.Paths;

public class HelmRender {
  public static void main(String[] args) {
    if (args.length < 2) usage();
    Path chart = Paths.get(args[1]);
    try {
      switch (args[0]) {
        case "lint":
          if (args.length != 2) usage();
          System.exit(lint(chart));
          break;
        case "template":
          System.out.print(template(chart, args));
          System.exit(0);
          break;
        default:
          usage();
      }
    } catch (RuntimeException e) {
      System.err.println("helm " + args[0] + " failed: " + e.getMessage());
      System.exit(1);
    }
  }

  static int lint(Path chart) {
    LintResult result = new Helm(chart).lint().strict().call();
    for (String message : result.getMessages()) System.out.println(message);
    return result.isFailed() ? 1 : 0;
  }

  static String template(Path chart, String[] args) {
    TemplateCommand command = new Helm(chart).template().withName("stave");
    for (int i = 2; i < args.length; i += 2) {
      if (i + 1 >= args.length) usage();
      switch (args[i]) {
        case "--values":
          command = command.withValuesFile(Paths.get(args[i + 1]));
          break;
        case "--name":
          command = command.withName(args[i + 1]);
          break;
        case "--namespace":
          command = command.withNamespace(args[i + 1]);
          break;
        case "--kube-version":
          command = command.withKubeVersion(args[i + 1]);
          break;
        default:
          usage();
      }
    }
    return command.call();
  }

  static void usage() {
    System.err.println("usage: HelmRender.java lint <chart> | template <chart> [--values <file>]... [--name <release>] [--namespace <ns>] [--kube-version <v>]");
    System.exit(2);
  }
}
