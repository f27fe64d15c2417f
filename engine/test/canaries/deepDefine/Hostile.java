/** The foreign class DeepDefine defines: its method answers only if its code runs. */
public class Hostile {

  public static String run() {
    return "ran";
  }
}
