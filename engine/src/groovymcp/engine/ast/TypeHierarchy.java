package groovymcp.engine.ast;

import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompiledBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;

/**
 * Subtypes and overriding methods among the classes of a compile's buffers, from the resolved
 * supertypes of the AST (docs/groovy-compiler-notes.md §9: implementations from {@code ClassNode}
 * supertypes). For {@code implementations} and for renaming a method together with the methods it
 * overrides or that override it.
 */
public final class TypeHierarchy {

  private final List<ClassNode> classes;
  private final IdentityHashMap<ModuleNode, Boolean> modules;

  private TypeHierarchy(List<ClassNode> classes, IdentityHashMap<ModuleNode, Boolean> modules) {
    this.classes = classes;
    this.modules = modules;
  }

  public static TypeHierarchy of(CompileResult result) {
    List<ClassNode> classes = new ArrayList<>();
    IdentityHashMap<ModuleNode, Boolean> modules = new IdentityHashMap<>();
    for (CompiledBuffer b : result.buffers()) {
      if (b.module() == null) continue;
      modules.put(b.module(), Boolean.TRUE);
      for (ClassNode cn : b.module().getClasses()) {
        if (!cn.isScript() && !DeclarationWalker.isGenerated(cn)) classes.add(cn);
      }
    }
    return new TypeHierarchy(classes, modules);
  }

  /** True when the class was compiled from one of the buffers. */
  public boolean isCompiled(ClassNode type) {
    return type != null && modules.containsKey(type.redirect().getModule());
  }

  /** The compiled classes that extend or implement the type, directly or not, in buffer and text order. */
  public List<ClassNode> subtypes(ClassNode type) {
    ClassNode t = type.redirect();
    List<ClassNode> out = new ArrayList<>();
    for (ClassNode c : classes) {
      if (c == t) continue;
      boolean sub = t.isInterface() ? c.implementsInterface(t) : c.isDerivedFrom(t);
      if (sub) out.add(c);
    }
    return out;
  }

  /** The source methods of compiled subtypes that override (or implement) the method. */
  public List<MethodNode> overriders(MethodNode method) {
    List<MethodNode> out = new ArrayList<>();
    if (method instanceof ConstructorNode || method.isStatic() || method.isPrivate()) return out;
    for (ClassNode c : subtypes(method.getDeclaringClass())) {
      for (MethodNode m : c.getDeclaredMethods(method.getName())) {
        if (m.getLineNumber() > 0 && !m.isSynthetic() && !m.isStatic() && sameParameters(m, method)) out.add(
          m
        );
      }
    }
    return out;
  }

  /**
   * The method with every method it overrides and every method overriding them, as far as the
   * hierarchy goes (library supertypes included): renaming one of them alone would break the
   * override. {@link Family#external} is true when one of them is not in the buffers.
   */
  public Family family(MethodNode method) {
    Set<MethodNode> members = new LinkedHashSet<>();
    boolean external = false;
    Deque<MethodNode> todo = new ArrayDeque<>(List.of(method));
    while (!todo.isEmpty()) {
      MethodNode m = todo.pop();
      if (!members.add(m)) continue;
      if (m.getLineNumber() < 1 || !isCompiled(m.getDeclaringClass())) external = true;
      if (m instanceof ConstructorNode || m.isStatic() || m.isPrivate()) continue;
      todo.addAll(overriders(m));
      for (ClassNode s : supertypes(m.getDeclaringClass())) {
        for (MethodNode sm : s.getDeclaredMethods(m.getName())) {
          if (!sm.isStatic() && !sm.isPrivate() && sameParameters(m, sm)) todo.add(sm);
        }
      }
    }
    return new Family(List.copyOf(members), external);
  }

  private static boolean placeholder(Parameter p) {
    return p.getType().isGenericsPlaceHolder() || p.getOriginType().isGenericsPlaceHolder();
  }

  public record Family(List<MethodNode> methods, boolean external) {}

  /** Every proper supertype (classes and interfaces), library ones included. */
  private static List<ClassNode> supertypes(ClassNode type) {
    Set<ClassNode> seen = new LinkedHashSet<>();
    Deque<ClassNode> todo = new ArrayDeque<>();
    ClassNode t = type.redirect();
    if (t.getSuperClass() != null) todo.add(t.getSuperClass());
    for (ClassNode i : t.getInterfaces()) todo.add(i);
    while (!todo.isEmpty()) {
      ClassNode c = todo.pop().redirect();
      if (!seen.add(c)) continue;
      if (c.getSuperClass() != null) todo.add(c.getSuperClass());
      for (ClassNode i : c.getInterfaces()) todo.add(i);
    }
    return List.copyOf(seen);
  }

  /**
   * Same parameter types by erasure; a type parameter of either side matches anything, since an
   * implementation of {@code save(T item)} in {@code Repo<String>} declares {@code save(String)}.
   */
  static boolean sameParameters(MethodNode a, MethodNode b) {
    Parameter[] pa = a.getParameters();
    Parameter[] pb = b.getParameters();
    if (pa.length != pb.length) return false;
    for (int i = 0; i < pa.length; i++) {
      ClassNode ta = pa[i].getOriginType();
      ClassNode tb = pb[i].getOriginType();
      if (placeholder(pa[i]) || placeholder(pb[i])) continue;
      if (!ta.redirect().getName().equals(tb.redirect().getName())) return false;
    }
    return true;
  }
}
