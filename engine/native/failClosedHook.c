/*
 * Layer 1 of the engine's sandbox, failing closed (engine/README.md "Compile, never run").
 *
 * The JVM calls this hook (JVMTI's ClassFileLoadHook) with every class file it is about to define.
 * Once armed by the engine's Java agent (FailClosedHook.java), it hands each class file of a foreign
 * loader (not the JDK's, not the launch classpath's) to InertClass.rewrite and defines what that
 * returns. Why native: java.lang.instrument fails open. When its upcall into Java cannot even start
 * (a class defined on a nearly exhausted stack, where HotSpot throws StackOverflowError before the
 * first Java frame), it prints an assertion and defines the ORIGINAL bytes. Here every failure of
 * the upcall — an exception of any kind, no answer, no memory — defines four zero bytes instead,
 * which the JVM refuses with a ClassFormatError: the class does not exist rather than run.
 *
 * Trusted loaders are recognized without calling Java, so a JDK or Groovy class loaded deep in a
 * recursion is never refused (a refusal would be remembered by the class that referred to it).
 */
#include <jni.h>
#include <jvmti.h>
#include <string.h>

static jobject systemLoader;
static jobject platformLoader;
static jclass reflectionLoader; /* the JDK's loader of generated reflection accessors, or NULL */
static jclass rewriter;
static jmethodID rewrite;
static int armed;

static void refuse(jvmtiEnv *jvmti, JNIEnv *jni, jint *newLength, unsigned char **newData) {
  unsigned char *bytes;
  if ((*jvmti)->Allocate(jvmti, 4, &bytes) != JVMTI_ERROR_NONE) {
    /* Cannot even refuse: stop the JVM rather than let the class be defined as it is. */
    (*jni)->FatalError(jni, "groovymcp: never-run hook: no memory to refuse a class");
    return;
  }
  memset(bytes, 0, 4);
  *newLength = 4;
  *newData = bytes;
}

static int trusted(JNIEnv *jni, jobject loader) {
  return loader == NULL || (*jni)->IsSameObject(jni, loader, systemLoader) ||
         (*jni)->IsSameObject(jni, loader, platformLoader) ||
         (reflectionLoader != NULL && (*jni)->IsInstanceOf(jni, loader, reflectionLoader));
}

static void JNICALL onClassFileLoad(jvmtiEnv *jvmti, JNIEnv *jni, jclass redefined, jobject loader,
                                    const char *name, jobject domain, jint length,
                                    const unsigned char *data, jint *newLength,
                                    unsigned char **newData) {
  if (!__atomic_load_n(&armed, __ATOMIC_ACQUIRE) || trusted(jni, loader)) return;
  if ((*jni)->PushLocalFrame(jni, 4) != 0) {
    (*jni)->ExceptionClear(jni);
    refuse(jvmti, jni, newLength, newData);
    return;
  }
  unsigned char *bytes = NULL;
  jint inertLength = 0;
  jbyteArray original = (*jni)->NewByteArray(jni, length);
  if (original != NULL) {
    (*jni)->SetByteArrayRegion(jni, original, 0, length, (const jbyte *)data);
    jbyteArray inert = (jbyteArray)(*jni)->CallStaticObjectMethod(jni, rewriter, rewrite, original);
    if (!(*jni)->ExceptionCheck(jni) && inert != NULL) {
      inertLength = (*jni)->GetArrayLength(jni, inert);
      if (inertLength > 0 && (*jvmti)->Allocate(jvmti, inertLength, &bytes) == JVMTI_ERROR_NONE) {
        (*jni)->GetByteArrayRegion(jni, inert, 0, inertLength, (jbyte *)bytes);
      }
    }
  }
  if ((*jni)->ExceptionCheck(jni) && bytes != NULL) {
    (*jvmti)->Deallocate(jvmti, bytes);
    bytes = NULL;
  }
  (*jni)->ExceptionClear(jni);
  (*jni)->PopLocalFrame(jni, NULL);
  if (bytes == NULL) {
    refuse(jvmti, jni, newLength, newData);
    return;
  }
  *newLength = inertLength;
  *newData = bytes;
}

/* Loaded with -agentpath: the hook is in place before the first class, idle until armed. */
JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved) {
  jvmtiEnv *jvmti;
  if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) return JNI_ERR;
  jvmtiEventCallbacks callbacks;
  memset(&callbacks, 0, sizeof callbacks);
  callbacks.ClassFileLoadHook = &onClassFileLoad;
  if ((*jvmti)->SetEventCallbacks(jvmti, &callbacks, sizeof callbacks) != JVMTI_ERROR_NONE ||
      (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK,
                                         NULL) != JVMTI_ERROR_NONE) {
    return JNI_ERR;
  }
  return JNI_OK;
}

/* FailClosedHook.arm: found by the JVM in this agent library (HotSpot looks up natives there). */
JNIEXPORT jboolean JNICALL Java_groovymcp_engine_sandbox_FailClosedHook_arm(
    JNIEnv *jni, jclass self, jobject system, jobject platform, jclass reflection, jclass inert) {
  if (__atomic_load_n(&armed, __ATOMIC_ACQUIRE)) return JNI_TRUE;
  jmethodID method = (*jni)->GetStaticMethodID(jni, inert, "rewrite", "([B)[B");
  if (method == NULL) return JNI_FALSE;
  systemLoader = (*jni)->NewGlobalRef(jni, system);
  platformLoader = (*jni)->NewGlobalRef(jni, platform);
  reflectionLoader = reflection == NULL ? NULL : (jclass)(*jni)->NewGlobalRef(jni, reflection);
  rewriter = (jclass)(*jni)->NewGlobalRef(jni, inert);
  rewrite = method;
  if (systemLoader == NULL || platformLoader == NULL || rewriter == NULL) return JNI_FALSE;
  __atomic_store_n(&armed, 1, __ATOMIC_RELEASE);
  return JNI_TRUE;
}
