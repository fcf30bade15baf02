#!/usr/bin/env bash
# The H200 benchmark run, from the repository root (about 22 minutes):
#   bash benchmarks/run_h200.sh                          # results under $OUT, copied to benchmarks/results/
#   SPARSEMLA_COMMIT=<sha> bash benchmarks/run_h200.sh   # record the commit where the tree has no .git
# FlashMLA: the sgl-flash-mla wheel in .whl/ (git-ignored) is installed into /tmp/site if present;
# without it FlashMLA is skipped. Each step has its own time limit; a step that fails or times out
# leaves the others running, and the bench rewrites its JSON after every configuration, so a step cut
# short still leaves partial results.
set -u
cd "$(dirname "$0")/.."
OUT=${OUT:-benchmarks/results/run_$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$OUT" benchmarks/results
exec > >(tee -a "$OUT/run.log") 2>&1
export PYTHONUNBUFFERED=1
export PYTHONPATH=$PWD/src${PYTHONPATH:+:$PYTHONPATH}

echo "== $(date -u +%FT%TZ) sparsemla H200 benchmark, commit ${SPARSEMLA_COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem,power.limit --format=csv
if ls .whl/*.whl >/dev/null 2>&1; then
  if python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl; then
    export PYTHONPATH=/tmp/site:$PYTHONPATH
    echo "installed into /tmp/site: $(cd .whl && ls *.whl | tr '\n' ' ')"
  else
    echo "NOTICE: installing .whl/*.whl failed; FlashMLA will be skipped"
  fi
else
  echo "NOTICE: no wheel in .whl/; FlashMLA will be skipped"
fi
echo "PYTHONPATH=$PYTHONPATH"
timeout 60 python3 -m sparsemla info | tee "$OUT/info.txt"
timeout 60 python3 -c "import torch, flash_mla; print('flash_mla', flash_mla.__version__, 'legacy kernels:', flash_mla.has_legacy())" 2>&1 | tail -3

# 1. Decode, eager: 3 shapes x batch 1,8,64,128,256 x s_q 1,2 x fp8_uniform,model1; FlashMLA + torch.
timeout 240 python3 -m sparsemla bench --mode decode --json "$OUT/h200.json"
echo "== decode exit: $?"

# 2. Decode at tensor-parallel head counts (H 8, 16, 32; FlashMLA at 64 heads, q zero-padded), added to
#    the same rows: batch 64,128,256, FlashMLA only.
timeout 120 python3 -m sparsemla bench --mode decode --heads 8,16,32 --batch-sizes 64,128,256 --peers flashmla \
  --host-calls 0 --json "$OUT/h200.json" --append
echo "== decode (tensor-parallel heads) exit: $?"

# 2b. DeepSeek V4.1 pools (window v41_fp8, compressed v41_fp4 or v41_fp8) beside FlashMLA reading the same
#     shape in model1, added to the same rows.
timeout 90 python3 -m sparsemla bench --mode decode --shapes flash_csa,hca_1m --batch-sizes 8,64,128,256 \
  --rows-per-request 1 --kv-formats v41_fp8+v41_fp4,v41_fp8 --peers flashmla --host-calls 0 --no-probe \
  --json "$OUT/h200.json" --append
echo "== decode (V4.1 formats) exit: $?"

# 2c. bf16 pools (one row per request) beside FlashMLA reading the same shape in model1, added to the same rows.
timeout 120 python3 -m sparsemla bench --mode decode --batch-sizes 1,8,64,128,256 --rows-per-request 1 \
  --kv-formats bf16 --peers flashmla --host-calls 0 --no-probe --json "$OUT/h200.json" --append
echo "== decode (bf16 pools) exit: $?"

# 3. Prefill, eager: 4096 query rows, flash_csa and pro_csa (merged into the same JSON), then the bf16 pools
#    (one request) added to the same rows.
timeout 100 python3 -m sparsemla bench --mode prefill --json "$OUT/h200.json"
echo "== prefill exit: $?"
timeout 60 python3 -m sparsemla bench --mode prefill --prefill-requests 1 --kv-formats bf16 --peers flashmla \
  --host-calls 0 --no-probe --json "$OUT/h200.json" --append
echo "== prefill (bf16 pools) exit: $?"

# 4. Decode under CUDA graphs (no launch cost), FlashMLA peer only; the bf16 pools' rows added.
timeout 200 python3 -m sparsemla bench --mode decode --graph --peers flashmla --host-calls 0 --no-probe \
  --json "$OUT/h200_graph.json"
echo "== decode --graph exit: $?"
timeout 120 python3 -m sparsemla bench --mode decode --graph --peers flashmla --host-calls 0 --no-probe \
  --batch-sizes 1,8,64,128,256 --rows-per-request 1 --kv-formats bf16 --json "$OUT/h200_graph.json" --append
echo "== decode --graph (bf16 pools) exit: $?"

# 5. A DSv4 step through the serving backend (43 layers, 64 heads, context 8000): decode B = 1, 32, 128 eager
#    and under graphs, and an eager extend step of 4096 rows, under "engine" in the same JSON.
timeout 240 python3 -m sparsemla bench --mode engine --kv-formats fp8_uniform,model1 --json "$OUT/h200.json" --append
echo "== engine exit: $?"

# 6. The CuTe DSL kernel and the Gluon kernel forced in turn (SPARSEMLA_KERNEL), each beside FlashMLA: decode at
#    64/128 heads (s_q 1 and 2) and at tensor-parallel head counts, and prefill, into h200_cute.json and
#    h200_gluon.json (what kernel="auto" picks between them: docs/performance.md, the CuTe DSL section).
for kernel in cute gluon; do
  A="--peers flashmla --iters 15 --host-calls 0 --no-probe --kv-formats fp8_uniform,model1 --json $OUT/h200_$kernel.json"
  SPARSEMLA_KERNEL=$kernel timeout 120 python3 -m sparsemla bench --mode decode --batch-sizes 1,8,64,128,256 $A
  SPARSEMLA_KERNEL=$kernel timeout 120 python3 -m sparsemla bench --mode decode --heads 8,16,32 \
    --batch-sizes 64,128,256 --rows-per-request 1 $A --append
  SPARSEMLA_KERNEL=$kernel timeout 120 python3 -m sparsemla bench --mode prefill --prefill-requests 1 $A --append
  echo "== kernel=$kernel exit: $?"
done

# 7. The same two kernels on the calls kernel="auto" splits between them over fp8_uniform pools (decode at 28-256
#    rows, prefill), into h200_cute_fp8.json and h200_gluon_fp8.json (docs/performance.md, the CuTe DSL section).
for kernel in cute gluon; do
  A="--peers flashmla --host-calls 0 --no-probe --kv-formats fp8_uniform --json $OUT/h200_${kernel}_fp8.json"
  SPARSEMLA_KERNEL=$kernel timeout 120 python3 -m sparsemla bench --mode decode --rows-per-request 1 \
    --shapes flash_csa,hca_1m,pro_csa --batch-sizes 28,32,64,128,256 --iters 8 $A
  SPARSEMLA_KERNEL=$kernel timeout 120 python3 -m sparsemla bench --mode prefill --shapes flash_csa,pro_csa \
    --prefill-requests 1 --iters 4 $A --append
  echo "== kernel=$kernel (fp8_uniform) exit: $?"
done

cp -f "$OUT"/*.json "$OUT"/*.md benchmarks/results/ 2>/dev/null
cp -f "$OUT"/*.png benchmarks/results/ 2>/dev/null
ls -la "$OUT"
echo "== $(date -u +%FT%TZ) done"
