import os, re, subprocess, tempfile, sys
import triton
from triton.backends.compiler import GPUTarget
from triton.experimental.gluon._runtime import GluonASTSource

BIN = os.path.join(os.path.dirname(triton.__file__), "backends/nvidia/bin")

def compile_kernel(fn, sig, consts=None, num_warps=4, num_ctas=1, name=None, attrs=None):
    consts = consts or {}
    sig = dict(sig)
    cidx = {}
    for k, v in consts.items():
        sig[k] = "constexpr"; cidx[(fn.arg_names.index(k),)] = v
    attrs = attrs or {(fn.arg_names.index(n),): [["tt.divisibility", 16]] for n, t in sig.items() if (t or "").startswith("*") or n.startswith("stride")}
    src = GluonASTSource(fn, sig, constexprs=cidx, attrs=attrs)
    ck = triton.compile(src, target=GPUTarget("cuda", 90, 32), options=dict(num_warps=num_warps, num_ctas=num_ctas))
    name = name or fn.__name__
    d = os.environ.get("GLUON_PROBE_OUT", "/tmp/gluon_probes_out"); os.makedirs(d, exist_ok=True)
    open(f"{d}/{name}.ptx", "w").write(ck.asm["ptx"])
    open(f"{d}/{name}.ttgir", "w").write(ck.asm["ttgir"])
    open(f"{d}/{name}.cubin", "wb").write(ck.asm["cubin"])
    sass = subprocess.run([os.path.join(BIN, "cuobjdump"), "-sass", f"{d}/{name}.cubin"], capture_output=True, text=True).stdout
    if not sass:
        sass = subprocess.run([os.path.join(BIN, "nvdisasm"), f"{d}/{name}.cubin"], capture_output=True, text=True).stdout
    open(f"{d}/{name}.sass", "w").write(sass)
    return ck, sass

def count(text, pats):
    return {p: len(re.findall(p, text)) for p in pats}
