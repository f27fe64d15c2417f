package groovymcp.engine.imports;

import java.util.Set;
import org.codehaus.groovy.ast.ImportNode;

/**
 * Whether the code uses an import, for {@link ImportOrganizer}, from the types and static members
 * the compiler bound ({@link UsedTypes}). An import is unused when:
 *
 * <ul>
 *   <li>{@code import a.B} / {@code import a.B as C}: no type reference spells {@code B} (or
 *       {@code C}), alone or as {@code B.Inner}, and no annotation of the source is {@code @B}
 *       (read from the tokens: some transforms remove their annotation before the AST is read);
 *   <li>{@code import a.*}: no type reference spelled with a simple name resolved to a class of
 *       {@code a} (one that an explicit import did not claim). Conservative: while any class of the
 *       buffer is unresolved, every star import stays (it may be the one meant to provide it); a
 *       star import of a package that default imports also cover counts as used when a type
 *       resolves there;
 *   <li>{@code import static a.B.m}: no static call or field read the compiler bound to {@code B.m},
 *       and no type reference spells {@code m}; while {@code a.B} is unresolved, any dynamic use of
 *       the name {@code m} keeps it;
 *   <li>{@code import static a.B.*}: nothing bound to a member of {@code B}; kept while {@code B}
 *       is unresolved and the code has dynamic names.
 * </ul>
 */
final class ImportUsage {

  private ImportUsage() {}

  static boolean isUsed(
    ImportNode node,
    UsedTypes used,
    Set<String> unresolved,
    Set<String> explicitAliases
  ) {
    if (node.isStatic() && node.isStar()) {
      String owner = node.getClassName();
      for (String member : used.staticMembers()) if (member.startsWith(owner + "#")) return true;
      for (UsedTypes.TypeUse t : used.types()) {
        String r = t.resolved();
        String inner = owner + "$" + t.firstSegment();
        if (r.equals(inner) || r.startsWith(inner + "$")) return true;
      }
      return unresolved.contains(owner) && !used.dynamicNames().isEmpty();
    }
    if (node.isStatic()) {
      String alias = node.getAlias();
      if (used.staticMembers().contains(node.getClassName() + "#" + node.getFieldName())) return true;
      for (UsedTypes.TypeUse t : used.types()) if (t.firstSegment().equals(alias)) return true;
      return unresolved.contains(node.getClassName()) && used.dynamicNames().contains(alias);
    }
    if (node.isStar()) {
      if (!unresolved.isEmpty()) return true;
      String pkg = node.getPackageName();
      for (UsedTypes.TypeUse t : used.types()) {
        // Spelled as a simple name (or Outer.Inner) that no explicit import claims.
        String simple = t.firstSegment();
        if (explicitAliases.contains(simple)) continue;
        String r = t.resolved();
        if (r.equals(pkg + simple) || r.startsWith(pkg + simple + "$")) return true;
      }
      return false;
    }
    String alias = node.getAlias();
    for (UsedTypes.TypeUse t : used.types()) if (t.firstSegment().equals(alias)) return true;
    return false;
  }
}
