!memref_rmem_f32 = !cute.memref<f32, rmem, align<128>, "((2,2,8),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<512>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(5):(1)">
!memref_rmem_i32 = !cute.memref<i32, rmem, align<32>, "(1):(0)">
!memref_smem_f16 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,8),(64,8)):((64,512),(1,4096))">
!memref_smem_f16_1 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,8),(64,1),2):((64,512),(1,0),4096)">
!memref_smem_f16_2 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,8),(64,8),2):((64,512),(1,4096),32768)">
!memref_smem_f16_3 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,4),(8,8),2):((1,4096),(64,512),32768)">
!memref_smem_f16_4 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,(4,8)):((64,1),0,(16,4096))">
!memref_smem_f16_5 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,(4,8),2):((64,1),0,(16,4096),32768)">
!memref_smem_f16_6 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,4,2):((64,1),0,16,4096)">
!memref_smem_f16_7 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((64,4),16),1,4,2):(((1,4096),64),0,1024,32768)">
!memref_smem_i8 = !cute.memref<i8, smem, align<1024>, "216064:1">
!mma_f16_f16_f32_64x256x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
!mma_f16_f16_f32_64x64x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_sparsemlakernelscutedecode_seesawSparseDecodeSeesawF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12_0(%arg0: !mma_f16_f16_f32_64x64x16, %arg1: !mma_f16_f16_f32_64x256x16, %arg2: i64, %arg3: i32, %arg4: i32, %arg5: i64, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i32, %arg13: i64, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: f32, %arg19: i64, %arg20: i64, %arg21: i32, %arg22: i64, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: f32, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i32, %arg32: f32, %arg33: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c504_i32 = arith.constant 504 : i32
      %c496_i32 = arith.constant 496 : i32
      %c488_i32 = arith.constant 488 : i32
      %c480_i32 = arith.constant 480 : i32
      %c472_i32 = arith.constant 472 : i32
      %c464_i32 = arith.constant 464 : i32
      %c456_i32 = arith.constant 456 : i32
      %c448_i32 = arith.constant 448 : i32
      %c440_i32 = arith.constant 440 : i32
      %c432_i32 = arith.constant 432 : i32
      %c424_i32 = arith.constant 424 : i32
      %c416_i32 = arith.constant 416 : i32
      %c408_i32 = arith.constant 408 : i32
      %c400_i32 = arith.constant 400 : i32
      %c392_i32 = arith.constant 392 : i32
      %c376_i32 = arith.constant 376 : i32
      %c368_i32 = arith.constant 368 : i32
      %c360_i32 = arith.constant 360 : i32
      %c352_i32 = arith.constant 352 : i32
      %c344_i32 = arith.constant 344 : i32
      %c336_i32 = arith.constant 336 : i32
      %c328_i32 = arith.constant 328 : i32
      %c320_i32 = arith.constant 320 : i32
      %c312_i32 = arith.constant 312 : i32
      %c304_i32 = arith.constant 304 : i32
      %c296_i32 = arith.constant 296 : i32
      %c288_i32 = arith.constant 288 : i32
      %c280_i32 = arith.constant 280 : i32
      %c272_i32 = arith.constant 272 : i32
      %c264_i32 = arith.constant 264 : i32
      %c57_i32 = arith.constant 57 : i32
      %c49_i32 = arith.constant 49 : i32
      %c41_i32 = arith.constant 41 : i32
      %c33_i32 = arith.constant 33 : i32
      %c25_i32 = arith.constant 25 : i32
      %c17_i32 = arith.constant 17 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c-201_i32 = arith.constant -201 : i32
      %c141_i32 = arith.constant 141 : i32
      %c63_i32 = arith.constant 63 : i32
      %c10_i32 = arith.constant 10 : i32
      %c2048_i64 = arith.constant 2048 : i64
      %cst_0 = arith.constant 0.693147182 : f32
      %c248_i32 = arith.constant 248 : i32
      %c232_i32 = arith.constant 232 : i32
      %c216_i32 = arith.constant 216 : i32
      %c200_i32 = arith.constant 200 : i32
      %c184_i32 = arith.constant 184 : i32
      %c168_i32 = arith.constant 168 : i32
      %c152_i32 = arith.constant 152 : i32
      %c136_i32 = arith.constant 136 : i32
      %c120_i32 = arith.constant 120 : i32
      %c104_i32 = arith.constant 104 : i32
      %c88_i32 = arith.constant 88 : i32
      %c72_i32 = arith.constant 72 : i32
      %cst_1 = arith.constant 1.44269502 : f32
      %c9_i32 = arith.constant 9 : i32
      %c56_i32 = arith.constant 56 : i32
      %cst_2 = arith.constant 0xFF800000 : f32
      %cst_3 = arith.constant 0.000000e+00 : f32
      %true = arith.constant true
      %false = arith.constant false
      %0 = cute.static : !cute.swizzle<"S<3,4,3>">
      %cst_4 = arith.constant 1.000000e+00 : f32
      %c240_i32 = arith.constant 240 : i32
      %c224_i32 = arith.constant 224 : i32
      %c208_i32 = arith.constant 208 : i32
      %c192_i32 = arith.constant 192 : i32
      %c176_i32 = arith.constant 176 : i32
      %c160_i32 = arith.constant 160 : i32
      %c144_i32 = arith.constant 144 : i32
      %c96_i32 = arith.constant 96 : i32
      %c80_i32 = arith.constant 80 : i32
      %c48_i32 = arith.constant 48 : i32
      %c256_i32 = arith.constant 256 : i32
      %c57344_i32 = arith.constant 57344 : i32
      %c49152_i32 = arith.constant 49152 : i32
      %c40960_i32 = arith.constant 40960 : i32
      %c560_i64 = arith.constant 560 : i64
      %c544_i64 = arith.constant 544 : i64
      %c528_i64 = arith.constant 528 : i64
      %c512_i64 = arith.constant 512 : i64
      %c496_i64 = arith.constant 496 : i64
      %c480_i64 = arith.constant 480 : i64
      %c464_i64 = arith.constant 464 : i64
      %c448_i64 = arith.constant 448 : i64
      %c432_i64 = arith.constant 432 : i64
      %c416_i64 = arith.constant 416 : i64
      %c400_i64 = arith.constant 400 : i64
      %c384_i64 = arith.constant 384 : i64
      %c368_i64 = arith.constant 368 : i64
      %c352_i64 = arith.constant 352 : i64
      %c336_i64 = arith.constant 336 : i64
      %c320_i64 = arith.constant 320 : i64
      %c304_i64 = arith.constant 304 : i64
      %c288_i64 = arith.constant 288 : i64
      %c112_i32 = arith.constant 112 : i32
      %c32768_i32 = arith.constant 32768 : i32
      %c24576_i32 = arith.constant 24576 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c7_i32 = arith.constant 7 : i32
      %c5_i32 = arith.constant 5 : i32
      %c3_i32 = arith.constant 3 : i32
      %c6_i32 = arith.constant 6 : i32
      %c-1000_i32 = arith.constant -1000 : i32
      %c118_i32 = arith.constant 118 : i32
      %c272_i64 = arith.constant 272 : i64
      %c256_i64 = arith.constant 256 : i64
      %c240_i64 = arith.constant 240 : i64
      %c224_i64 = arith.constant 224 : i64
      %c208_i64 = arith.constant 208 : i64
      %c192_i64 = arith.constant 192 : i64
      %c176_i64 = arith.constant 176 : i64
      %c160_i64 = arith.constant 160 : i64
      %c144_i64 = arith.constant 144 : i64
      %c128_i64 = arith.constant 128 : i64
      %c112_i64 = arith.constant 112 : i64
      %c96_i64 = arith.constant 96 : i64
      %c80_i64 = arith.constant 80 : i64
      %c64_i64 = arith.constant 64 : i64
      %c48_i64 = arith.constant 48 : i64
      %c32_i64 = arith.constant 32 : i64
      %c16_i64 = arith.constant 16 : i64
      %c8_i64 = arith.constant 8 : i64
      %c576_i64 = arith.constant 576 : i64
      %c142_i32 = arith.constant 142 : i32
      %c-111_i32 = arith.constant -111 : i32
      %c90_i32 = arith.constant 90 : i32
      %c15_i32 = arith.constant 15 : i32
      %c126_i32 = arith.constant 126 : i32
      %c113_i32 = arith.constant 113 : i32
      %c-126_i32 = arith.constant -126 : i32
      %c127_i32 = arith.constant 127 : i32
      %c255_i32 = arith.constant 255 : i32
      %c23_i32 = arith.constant 23 : i32
      %c44_i32 = arith.constant 44 : i32
      %c40_i32 = arith.constant 40 : i32
      %c36_i32 = arith.constant 36 : i32
      %c28_i32 = arith.constant 28 : i32
      %c24_i32 = arith.constant 24 : i32
      %c20_i32 = arith.constant 20 : i32
      %c12_i32 = arith.constant 12 : i32
      %c32_i32 = arith.constant 32 : i32
      %c4_i32 = arith.constant 4 : i32
      %c2_i32 = arith.constant 2 : i32
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c2_i64 = arith.constant 2 : i64
      %c8_i32 = arith.constant 8 : i32
      %c384_i32 = arith.constant 384 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c65536_i32 = arith.constant 65536 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i64 = arith.constant 4 : i64
      %c64_i32 = arith.constant 64 : i32
      %c128_i32 = arith.constant 128 : i32
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = nvvm.read.ptx.sreg.ctaid.x : i32
      %3 = nvvm.read.ptx.sreg.ctaid.y : i32
      %4 = nvvm.read.ptx.sreg.ctaid.z : i32
      %5 = nvvm.read.ptx.sreg.nctaid.y : i32
      %6 = arith.floordivsi %1, %c128_i32 : i32
      %7 = cute_nvgpu.arch.make_warp_uniform(%6) : i32
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32, smem.struct_fields = ["sQ:65536:0", "sKV:131072:65536", "sP:16384:196608", "sValid:512:212992", "sAlpha:512:213504", "sMax:512:214016", "sSum:512:214528", "sOUnit:8:215040", "sRed:48:215056", "sUnit:8:215104", "sExp:32:215120", "sMisc:16:215152"]} : !memref_smem_i8
      %iter = cute.get_iter(%smem) : !memref_smem_i8
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"65536">
      %ptr = cute.add_offset(%iter, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"65536">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"196608">
      %ptr_6 = cute.add_offset(%iter, %int_tuple_5) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"196608">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"212992">
      %ptr_8 = cute.add_offset(%iter, %int_tuple_7) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"212992">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"213504">
      %ptr_10 = cute.add_offset(%iter, %int_tuple_9) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"213504">) -> !cute.ptr<i8, smem, align<512>>
      %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"214016">
      %ptr_12 = cute.add_offset(%iter, %int_tuple_11) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"214016">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"214528">
      %ptr_14 = cute.add_offset(%iter, %int_tuple_13) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"214528">) -> !cute.ptr<i8, smem, align<512>>
      %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"215040">
      %ptr_16 = cute.add_offset(%iter, %int_tuple_15) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"215040">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_17 = cute.make_int_tuple() : () -> !cute.int_tuple<"215056">
      %ptr_18 = cute.add_offset(%iter, %int_tuple_17) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"215056">) -> !cute.ptr<i8, smem, align<16>>
      %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"215104">
      %ptr_20 = cute.add_offset(%iter, %int_tuple_19) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"215104">) -> !cute.ptr<i8, smem, align<64>>
      %int_tuple_21 = cute.make_int_tuple() : () -> !cute.int_tuple<"215120">
      %ptr_22 = cute.add_offset(%iter, %int_tuple_21) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"215120">) -> !cute.ptr<i8, smem, align<16>>
      %int_tuple_23 = cute.make_int_tuple() : () -> !cute.int_tuple<"215152">
      %ptr_24 = cute.add_offset(%iter, %int_tuple_23) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"215152">) -> !cute.ptr<i8, smem, align<16>>
      %iter_25 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
      %8 = cute.ptrtoint(%iter_25) : !cute.ptr<f16, smem, align<1024>> to i32
      %iter_26 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
      %9 = cute.ptrtoint(%iter_26) : !cute.ptr<f16, smem, align<1024>> to i32
      %iter_27 = cute.recast_iter(%ptr_8) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i32, smem, align<1024>>
      %10 = cute.ptrtoint(%iter_27) : !cute.ptr<i32, smem, align<1024>> to i32
      %iter_28 = cute.recast_iter(%ptr_18) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<i32, smem, align<16>>
      %11 = cute.ptrtoint(%iter_28) : !cute.ptr<i32, smem, align<16>> to i32
      %iter_29 = cute.recast_iter(%ptr_24) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<i32, smem, align<16>>
      %12 = cute.ptrtoint(%iter_29) : !cute.ptr<i32, smem, align<16>> to i32
      %13 = arith.muli %3, %c64_i32 : i32
      %14 = arith.subi %arg31, %13 : i32
      %15 = arith.minsi %14, %c64_i32 : i32
      %16 = arith.extsi %2 : i32 to i64
      %17 = arith.muli %16, %c4_i64 : i64
      %18 = arith.addi %arg13, %17 : i64
      %19 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%18, %c1_i32, %c0_i32 : i64, i32, i32) -> i32
      %20 = arith.maxsi %19, %c0_i32 : i32
      %21 = arith.minsi %20, %arg14 : i32
      %22 = arith.addi %21, %c63_i32 : i32
      %23 = arith.floordivsi %22, %c64_i32 : i32
      %24 = arith.addi %arg22, %17 : i64
      %25 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%24, %c1_i32, %c0_i32 : i64, i32, i32) -> i32
      %26 = arith.maxsi %25, %c0_i32 : i32
      %27 = arith.minsi %26, %arg23 : i32
      %28 = arith.addi %27, %c63_i32 : i32
      %29 = arith.floordivsi %28, %c64_i32 : i32
      %30 = arith.addi %23, %29 : i32
      %31 = arith.addi %30, %arg33 : i32
      %32 = arith.subi %31, %c1_i32 : i32
      %33 = arith.floordivsi %32, %arg33 : i32
      %34 = arith.muli %4, %33 : i32
      %35 = arith.minsi %34, %30 : i32
      %36 = arith.addi %35, %33 : i32
      %37 = arith.minsi %36, %30 : i32
      %38 = arith.addi %9, %c65536_i32 : i32
      scf.for %arg34 = %1 to %c4096_i32 step %c384_i32  : i32 {
        %101 = arith.floordivsi %arg34, %c64_i32 : i32
        %102 = arith.remsi %arg34, %c64_i32 : i32
        %103 = arith.muli %102, %c8_i32 : i32
        %104 = arith.subi %15, %c1_i32 : i32
        %105 = arith.minsi %101, %104 : i32
        %106 = arith.extsi %arg3 : i32 to i64
        %107 = arith.muli %16, %106 : i64
        %108 = arith.addi %13, %105 : i32
        %109 = arith.extsi %108 : i32 to i64
        %110 = arith.extsi %arg4 : i32 to i64
        %111 = arith.muli %109, %110 : i64
        %112 = arith.addi %107, %111 : i64
        %113 = arith.extsi %103 : i32 to i64
        %114 = arith.addi %112, %113 : i64
        %115 = arith.muli %114, %c2_i64 : i64
        %116 = arith.addi %arg2, %115 : i64
        %117 = arith.floordivsi %103, %c64_i32 : i32
        %118 = arith.muli %117, %c8192_i32 : i32
        %119 = arith.muli %101, %c128_i32 : i32
        %120 = arith.addi %118, %119 : i32
        %121 = arith.remsi %103, %c64_i32 : i32
        %122 = arith.floordivsi %121, %c8_i32 : i32
        %123 = arith.remsi %101, %c8_i32 : i32
        %124 = arith.xori %122, %123 : i32
        %125 = arith.muli %124, %c16_i32 : i32
        %126 = arith.addi %120, %125 : i32
        %127 = arith.addi %38, %126 : i32
        %128 = arith.cmpi slt, %101, %15 : i32
        %129 = arith.select %128, %c16_i32, %c0_i32 : i32
        nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%127, %116, %129 : i32, i64, i32)
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      nvvm.barrier
      %39 = scf.for %arg34 = %1 to %c4096_i32 step %c384_i32 iter_args(%arg35 = %c0_i32) -> (i32)  : i32 {
        %101 = arith.floordivsi %arg34, %c64_i32 : i32
        %102 = arith.remsi %arg34, %c64_i32 : i32
        %103 = arith.muli %102, %c8_i32 : i32
        %104 = arith.floordivsi %103, %c64_i32 : i32
        %105 = arith.muli %104, %c8192_i32 : i32
        %106 = arith.muli %101, %c128_i32 : i32
        %107 = arith.addi %105, %106 : i32
        %108 = arith.remsi %103, %c64_i32 : i32
        %109 = arith.floordivsi %108, %c8_i32 : i32
        %110 = arith.remsi %101, %c8_i32 : i32
        %111 = arith.xori %109, %110 : i32
        %112 = arith.muli %111, %c16_i32 : i32
        %113 = arith.addi %107, %112 : i32
        %114 = arith.addi %38, %113 : i32
        %115 = nvvm.inline_ptx "{\0A.reg .b32 a<4>, t;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {$w0}, {$r1};\0Aand.b32 t, a0, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a0, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a1, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a1, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a2, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a2, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a3, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a3, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%114, %arg35 : i32, i32) -> i32
        scf.yield %115 : i32
      } {loop_annotation = #loop_annotation}
      %40 = arith.shli %39, %c16_i32 : i32
      %41 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%40 : i32) -> f32
      %42 = nvvm.shfl.sync bfly %c-1_i32, %41, %c1_i32, %c31_i32 : f32 -> f32
      %43 = nvvm.fmax %41, %42
      %44 = nvvm.shfl.sync bfly %c-1_i32, %43, %c2_i32, %c31_i32 : f32 -> f32
      %45 = nvvm.fmax %43, %44
      %46 = nvvm.shfl.sync bfly %c-1_i32, %45, %c4_i32, %c31_i32 : f32 -> f32
      %47 = nvvm.fmax %45, %46
      %48 = nvvm.shfl.sync bfly %c-1_i32, %47, %c8_i32, %c31_i32 : f32 -> f32
      %49 = nvvm.fmax %47, %48
      %50 = nvvm.shfl.sync bfly %c-1_i32, %49, %c16_i32, %c31_i32 : f32 -> f32
      %51 = nvvm.fmax %49, %50
      %52 = arith.remsi %1, %c32_i32 : i32
      %53 = arith.cmpi eq, %52, %c0_i32 : i32
      scf.if %53 {
        %101 = arith.floordivsi %1, %c32_i32 : i32
        %102 = arith.muli %101, %c4_i32 : i32
        %103 = arith.addi %11, %102 : i32
        %104 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %51 : (f32) -> f32
        %105 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%104 : f32) -> i32
        nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%103, %105 : i32, i32)
      }
      nvvm.barrier
      %54 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%11 : i32) -> i32
      %55 = arith.maxsi %54, %c0_i32 : i32
      %56 = arith.addi %11, %c4_i32 : i32
      %57 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%56 : i32) -> i32
      %58 = arith.maxsi %55, %57 : i32
      %59 = arith.addi %11, %c8_i32 : i32
      %60 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%59 : i32) -> i32
      %61 = arith.maxsi %58, %60 : i32
      %62 = arith.addi %11, %c12_i32 : i32
      %63 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%62 : i32) -> i32
      %64 = arith.maxsi %61, %63 : i32
      %65 = arith.addi %11, %c16_i32 : i32
      %66 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%65 : i32) -> i32
      %67 = arith.maxsi %64, %66 : i32
      %68 = arith.addi %11, %c20_i32 : i32
      %69 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%68 : i32) -> i32
      %70 = arith.maxsi %67, %69 : i32
      %71 = arith.addi %11, %c24_i32 : i32
      %72 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%71 : i32) -> i32
      %73 = arith.maxsi %70, %72 : i32
      %74 = arith.addi %11, %c28_i32 : i32
      %75 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%74 : i32) -> i32
      %76 = arith.maxsi %73, %75 : i32
      %77 = arith.addi %11, %c32_i32 : i32
      %78 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%77 : i32) -> i32
      %79 = arith.maxsi %76, %78 : i32
      %80 = arith.addi %11, %c36_i32 : i32
      %81 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%80 : i32) -> i32
      %82 = arith.maxsi %79, %81 : i32
      %83 = arith.addi %11, %c40_i32 : i32
      %84 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%83 : i32) -> i32
      %85 = arith.maxsi %82, %84 : i32
      %86 = arith.addi %11, %c44_i32 : i32
      %87 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%86 : i32) -> i32
      %88 = arith.maxsi %85, %87 : i32
      %89 = arith.shrsi %88, %c23_i32 : i32
      %90 = arith.andi %89, %c255_i32 : i32
      %91 = arith.subi %90, %c141_i32 : i32
      %92 = arith.maxsi %91, %c-126_i32 : i32
      %93 = arith.minsi %92, %c113_i32 : i32
      %94 = arith.subi %c127_i32, %93 : i32
      %95 = arith.shli %94, %c23_i32 : i32
      %96 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%95 : i32) -> f32
      scf.for %arg34 = %1 to %c4096_i32 step %c384_i32  : i32 {
        %101 = arith.floordivsi %arg34, %c64_i32 : i32
        %102 = arith.remsi %arg34, %c64_i32 : i32
        %103 = arith.muli %102, %c8_i32 : i32
        %104 = arith.floordivsi %103, %c64_i32 : i32
        %105 = arith.muli %104, %c8192_i32 : i32
        %106 = arith.muli %101, %c128_i32 : i32
        %107 = arith.addi %105, %106 : i32
        %108 = arith.remsi %103, %c64_i32 : i32
        %109 = arith.floordivsi %108, %c8_i32 : i32
        %110 = arith.remsi %101, %c8_i32 : i32
        %111 = arith.xori %109, %110 : i32
        %112 = arith.muli %111, %c16_i32 : i32
        %113 = arith.addi %107, %112 : i32
        %114 = arith.addi %38, %113 : i32
        %115 = arith.addi %8, %113 : i32
        %116 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %96 : (f32) -> f32
        nvvm.inline_ptx "{\0A.reg .b32 a<4>, o<4>;\0A.reg .f32 lo, hi;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Ashl.b32 lo, a0, 16;\0Aand.b32 hi, a0, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, a1, 16;\0Aand.b32 hi, a1, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, a2, 16;\0Aand.b32 hi, a2, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, a3, 16;\0Aand.b32 hi, a3, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0A}" ro(%114, %115, %116 : i32, i32, f32)
      } {loop_annotation = #loop_annotation}
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier
      %97 = arith.addi %93, %c127_i32 : i32
      %98 = arith.shli %97, %c23_i32 : i32
      %99 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%98 : i32) -> f32
      %100 = arith.cmpi eq, %7, %c0_i32 : i32
      scf.if %100 {
        nvvm.setmaxregister decrease 104
        %101 = arith.remsi %1, %c64_i32 : i32
        %102 = arith.floordivsi %1, %c64_i32 : i32
        %iter_30 = cute.recast_iter(%ptr_20) : !cute.ptr<i8, smem, align<64>> to !cute.ptr<f32, smem, align<64>>
        %103 = cute.ptrtoint(%iter_30) : !cute.ptr<f32, smem, align<64>> to i32
        %iter_31 = cute.recast_iter(%ptr_22) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<i32, smem, align<16>>
        %104 = cute.ptrtoint(%iter_31) : !cute.ptr<i32, smem, align<16>> to i32
        %105 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %arg27 : (f32) -> f32
        %106 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%105 : f32) -> i32
        %107 = arith.shrsi %106, %c23_i32 : i32
        %108 = arith.andi %107, %c255_i32 : i32
        %109 = arith.addi %108, %c-201_i32 : i32
        %110 = arith.maxsi %109, %c-111_i32 : i32
        %111 = arith.minsi %110, %c142_i32 : i32
        %112 = arith.muli %35, %c64_i32 : i32
        %113 = arith.addi %112, %101 : i32
        %114 = arith.cmpi slt, %35, %37 : i32
        %115 = arith.cmpi slt, %113, %21 : i32
        %116 = arith.andi %114, %115 : i1
        %117 = arith.extsi %arg12 : i32 to i64
        %118 = arith.muli %16, %117 : i64
        %119 = arith.extsi %113 : i32 to i64
        %120 = arith.addi %118, %119 : i64
        %121 = arith.muli %120, %c4_i64 : i64
        %122 = arith.addi %arg11, %121 : i64
        %123 = arith.cmpi sge, %35, %23 : i32
        %124:2 = scf.if %123 -> (i1, i64) {
          %131 = arith.subi %35, %23 : i32
          %132 = arith.muli %131, %c64_i32 : i32
          %133 = arith.addi %132, %101 : i32
          %134 = arith.cmpi slt, %133, %27 : i32
          %135 = arith.andi %114, %134 : i1
          %136 = arith.extsi %arg21 : i32 to i64
          %137 = arith.muli %16, %136 : i64
          %138 = arith.extsi %133 : i32 to i64
          %139 = arith.addi %137, %138 : i64
          %140 = arith.muli %139, %c4_i64 : i64
          %141 = arith.addi %arg20, %140 : i64
          scf.yield %135, %141 : i1, i64
        } else {
          scf.yield %116, %122 : i1, i64
        }
        %125 = arith.extui %124#0 : i1 to i32
        %126 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%124#1, %125, %c-1_i32 : i64, i32, i32) -> i32
        %127:2 = scf.for %arg34 = %35 to %37 step %c1_i32 iter_args(%arg35 = %c-111_i32, %arg36 = %126) -> (i32, i32)  : i32 {
          %131 = arith.subi %arg34, %35 : i32
          %132 = arith.addi %arg34, %c1_i32 : i32
          %133 = arith.muli %132, %c64_i32 : i32
          %134 = arith.addi %133, %101 : i32
          %135 = arith.cmpi slt, %132, %37 : i32
          %136 = arith.cmpi slt, %134, %21 : i32
          %137 = arith.andi %135, %136 : i1
          %138 = arith.extsi %134 : i32 to i64
          %139 = arith.addi %118, %138 : i64
          %140 = arith.muli %139, %c4_i64 : i64
          %141 = arith.addi %arg11, %140 : i64
          %142 = arith.cmpi sge, %132, %23 : i32
          %143:2 = scf.if %142 -> (i1, i64) {
            %148 = arith.subi %132, %23 : i32
            %149 = arith.muli %148, %c64_i32 : i32
            %150 = arith.addi %149, %101 : i32
            %151 = arith.cmpi slt, %150, %27 : i32
            %152 = arith.andi %135, %151 : i1
            %153 = arith.extsi %arg21 : i32 to i64
            %154 = arith.muli %16, %153 : i64
            %155 = arith.extsi %150 : i32 to i64
            %156 = arith.addi %154, %155 : i64
            %157 = arith.muli %156, %c4_i64 : i64
            %158 = arith.addi %arg20, %157 : i64
            scf.yield %152, %158 : i1, i64
          } else {
            scf.yield %137, %141 : i1, i64
          }
          %144 = arith.extui %143#0 : i1 to i32
          %145 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%143#1, %144, %c-1_i32 : i64, i32, i32) -> i32
          %146 = arith.cmpi slt, %arg34, %23 : i32
          %147 = scf.if %146 -> (i32) {
            %148 = arith.remsi %131, %c2_i32 : i32
            %149 = arith.cmpi sge, %arg36, %c0_i32 : i32
            %150 = arith.cmpi slt, %arg36, %arg17 : i32
            %151 = arith.andi %149, %150 : i1
            %152 = arith.select %151, %arg36, %c0_i32 : i32
            %153 = arith.floordivsi %152, %arg15 : i32
            %154 = arith.remsi %152, %arg15 : i32
            %155 = arith.extsi %153 : i32 to i64
            %156 = arith.extsi %arg16 : i32 to i64
            %157 = arith.muli %155, %156 : i64
            %158 = arith.addi %arg10, %157 : i64
            %159 = arith.extui %151 : i1 to i32
            %160 = arith.muli %148, %c65536_i32 : i32
            %161 = arith.addi %9, %160 : i32
            %162 = arith.cmpi eq, %102, %c0_i32 : i32
            %163 = scf.if %162 -> (i32) {
              %165 = arith.extsi %154 : i32 to i64
              %166 = arith.muli %165, %c576_i64 : i64
              %167 = arith.addi %158, %166 : i64
              %168 = arith.extsi %arg15 : i32 to i64
              %169 = arith.muli %168, %c576_i64 : i64
              %170 = arith.addi %158, %169 : i64
              %171 = arith.muli %165, %c8_i64 : i64
              %172 = arith.addi %170, %171 : i64
              %173 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%172, %159, %c0_i32 : i64, i32, i32) -> i32
              %174 = arith.addi %172, %c4_i64 : i64
              %175 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%174, %159, %c0_i32 : i64, i32, i32) -> i32
              %176:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%167, %159 : i64, i32) -> i32, i32, i32, i32
              %177 = arith.addi %167, %c16_i64 : i64
              %178:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%177, %159 : i64, i32) -> i32, i32, i32, i32
              %179 = arith.addi %167, %c32_i64 : i64
              %180:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%179, %159 : i64, i32) -> i32, i32, i32, i32
              %181 = arith.addi %167, %c48_i64 : i64
              %182:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%181, %159 : i64, i32) -> i32, i32, i32, i32
              %183 = arith.addi %167, %c64_i64 : i64
              %184:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%183, %159 : i64, i32) -> i32, i32, i32, i32
              %185 = arith.addi %167, %c80_i64 : i64
              %186:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%185, %159 : i64, i32) -> i32, i32, i32, i32
              %187 = arith.addi %167, %c96_i64 : i64
              %188:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%187, %159 : i64, i32) -> i32, i32, i32, i32
              %189 = arith.addi %167, %c112_i64 : i64
              %190:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%189, %159 : i64, i32) -> i32, i32, i32, i32
              %191 = arith.addi %167, %c128_i64 : i64
              %192:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%191, %159 : i64, i32) -> i32, i32, i32, i32
              %193 = arith.addi %167, %c144_i64 : i64
              %194:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%193, %159 : i64, i32) -> i32, i32, i32, i32
              %195 = arith.addi %167, %c160_i64 : i64
              %196:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%195, %159 : i64, i32) -> i32, i32, i32, i32
              %197 = arith.addi %167, %c176_i64 : i64
              %198:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%197, %159 : i64, i32) -> i32, i32, i32, i32
              %199 = arith.addi %167, %c192_i64 : i64
              %200:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%199, %159 : i64, i32) -> i32, i32, i32, i32
              %201 = arith.addi %167, %c208_i64 : i64
              %202:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%201, %159 : i64, i32) -> i32, i32, i32, i32
              %203 = arith.addi %167, %c224_i64 : i64
              %204:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%203, %159 : i64, i32) -> i32, i32, i32, i32
              %205 = arith.addi %167, %c240_i64 : i64
              %206:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%205, %159 : i64, i32) -> i32, i32, i32, i32
              %207 = arith.addi %167, %c256_i64 : i64
              %208:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%207, %159 : i64, i32) -> i32, i32, i32, i32
              %209 = arith.addi %167, %c272_i64 : i64
              %210:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%209, %159 : i64, i32) -> i32, i32, i32, i32
              %211 = arith.andi %173, %c255_i32 : i32
              %212 = arith.shrsi %173, %c8_i32 : i32
              %213 = arith.andi %212, %c255_i32 : i32
              %214 = arith.shrsi %173, %c16_i32 : i32
              %215 = arith.andi %214, %c255_i32 : i32
              %216 = arith.shrsi %173, %c24_i32 : i32
              %217 = arith.andi %216, %c255_i32 : i32
              %218 = arith.andi %175, %c255_i32 : i32
              %219 = arith.shrsi %175, %c8_i32 : i32
              %220 = arith.andi %219, %c255_i32 : i32
              %221 = arith.shrsi %175, %c16_i32 : i32
              %222 = arith.andi %221, %c255_i32 : i32
              %223 = arith.maxsi %211, %213 : i32
              %224 = arith.maxsi %223, %215 : i32
              %225 = arith.maxsi %224, %217 : i32
              %226 = arith.maxsi %225, %218 : i32
              %227 = arith.maxsi %226, %220 : i32
              %228 = arith.maxsi %227, %222 : i32
              %229 = arith.subi %228, %c118_i32 : i32
              %230 = arith.select %151, %229, %c-1000_i32 : i32
              %231 = nvvm.shfl.sync bfly %c-1_i32, %230, %c1_i32, %c31_i32 : i32 -> i32
              %232 = arith.maxsi %230, %231 : i32
              %233 = nvvm.shfl.sync bfly %c-1_i32, %232, %c2_i32, %c31_i32 : i32 -> i32
              %234 = arith.maxsi %232, %233 : i32
              %235 = nvvm.shfl.sync bfly %c-1_i32, %234, %c4_i32, %c31_i32 : i32 -> i32
              %236 = arith.maxsi %234, %235 : i32
              %237 = nvvm.shfl.sync bfly %c-1_i32, %236, %c8_i32, %c31_i32 : i32 -> i32
              %238 = arith.maxsi %236, %237 : i32
              %239 = nvvm.shfl.sync bfly %c-1_i32, %238, %c16_i32, %c31_i32 : i32 -> i32
              %240 = arith.maxsi %238, %239 : i32
              %241 = arith.muli %148, %c16_i32 : i32
              %242 = arith.addi %104, %241 : i32
              %243 = arith.remsi %101, %c32_i32 : i32
              %244 = arith.cmpi eq, %243, %c0_i32 : i32
              scf.if %244 {
                %388 = arith.floordivsi %101, %c32_i32 : i32
                %389 = arith.muli %388, %c4_i32 : i32
                %390 = arith.addi %242, %389 : i32
                nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%390, %240 : i32, i32)
              }
              nvvm.barrier id = %c6_i32 number_of_threads = %c128_i32
              %245 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%242 : i32) -> i32
              %246 = arith.addi %242, %c4_i32 : i32
              %247 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%246 : i32) -> i32
              %248 = arith.maxsi %245, %247 : i32
              %249 = arith.addi %242, %c8_i32 : i32
              %250 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%249 : i32) -> i32
              %251 = arith.maxsi %248, %250 : i32
              %252 = arith.addi %242, %c12_i32 : i32
              %253 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%252 : i32) -> i32
              %254 = arith.maxsi %251, %253 : i32
              %255 = arith.maxsi %254, %arg35 : i32
              %256 = arith.maxsi %255, %c-111_i32 : i32
              %257 = arith.minsi %256, %c142_i32 : i32
              %258 = arith.cmpi sge, %131, %c2_i32 : i32
              scf.if %258 {
                %388 = arith.addi %148, %c3_i32 : i32
                nvvm.barrier id = %388 number_of_threads = %c384_i32
              }
              %259 = arith.addi %211, %c15_i32 : i32
              %260 = arith.subi %259, %257 : i32
              %261 = arith.maxsi %260, %c0_i32 : i32
              %262 = arith.shli %261, %c23_i32 : i32
              %263 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%262 : i32) -> f32
              %264 = arith.addi %213, %c15_i32 : i32
              %265 = arith.subi %264, %257 : i32
              %266 = arith.maxsi %265, %c0_i32 : i32
              %267 = arith.shli %266, %c23_i32 : i32
              %268 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%267 : i32) -> f32
              %269 = arith.addi %215, %c15_i32 : i32
              %270 = arith.subi %269, %257 : i32
              %271 = arith.maxsi %270, %c0_i32 : i32
              %272 = arith.shli %271, %c23_i32 : i32
              %273 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%272 : i32) -> f32
              %274 = arith.addi %217, %c15_i32 : i32
              %275 = arith.subi %274, %257 : i32
              %276 = arith.maxsi %275, %c0_i32 : i32
              %277 = arith.shli %276, %c23_i32 : i32
              %278 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%277 : i32) -> f32
              %279 = arith.addi %218, %c15_i32 : i32
              %280 = arith.subi %279, %257 : i32
              %281 = arith.maxsi %280, %c0_i32 : i32
              %282 = arith.shli %281, %c23_i32 : i32
              %283 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%282 : i32) -> f32
              %284 = arith.subi %c142_i32, %257 : i32
              %285 = arith.shli %284, %c23_i32 : i32
              %286 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%285 : i32) -> f32
              %287 = arith.muli %101, %c128_i32 : i32
              %288 = arith.remsi %101, %c8_i32 : i32
              %289 = arith.muli %288, %c16_i32 : i32
              %290 = arith.addi %287, %289 : i32
              %291 = arith.addi %161, %290 : i32
              %292 = arith.xori %288, %c1_i32 : i32
              %293 = arith.muli %292, %c16_i32 : i32
              %294 = arith.addi %287, %293 : i32
              %295 = arith.addi %161, %294 : i32
              %296 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %263 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%176#0, %176#1, %176#2, %176#3, %296, %291, %295 : i32, i32, i32, i32, f32, i32, i32)
              %297 = arith.xori %288, %c2_i32 : i32
              %298 = arith.muli %297, %c16_i32 : i32
              %299 = arith.addi %287, %298 : i32
              %300 = arith.addi %161, %299 : i32
              %301 = arith.xori %288, %c3_i32 : i32
              %302 = arith.muli %301, %c16_i32 : i32
              %303 = arith.addi %287, %302 : i32
              %304 = arith.addi %161, %303 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%178#0, %178#1, %178#2, %178#3, %296, %300, %304 : i32, i32, i32, i32, f32, i32, i32)
              %305 = arith.xori %288, %c4_i32 : i32
              %306 = arith.muli %305, %c16_i32 : i32
              %307 = arith.addi %287, %306 : i32
              %308 = arith.addi %161, %307 : i32
              %309 = arith.xori %288, %c5_i32 : i32
              %310 = arith.muli %309, %c16_i32 : i32
              %311 = arith.addi %287, %310 : i32
              %312 = arith.addi %161, %311 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%180#0, %180#1, %180#2, %180#3, %296, %308, %312 : i32, i32, i32, i32, f32, i32, i32)
              %313 = arith.xori %288, %c6_i32 : i32
              %314 = arith.muli %313, %c16_i32 : i32
              %315 = arith.addi %287, %314 : i32
              %316 = arith.addi %161, %315 : i32
              %317 = arith.xori %288, %c7_i32 : i32
              %318 = arith.muli %317, %c16_i32 : i32
              %319 = arith.addi %287, %318 : i32
              %320 = arith.addi %161, %319 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%182#0, %182#1, %182#2, %182#3, %296, %316, %320 : i32, i32, i32, i32, f32, i32, i32)
              %321 = arith.addi %287, %c8192_i32 : i32
              %322 = arith.addi %321, %289 : i32
              %323 = arith.addi %161, %322 : i32
              %324 = arith.addi %321, %293 : i32
              %325 = arith.addi %161, %324 : i32
              %326 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %268 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%184#0, %184#1, %184#2, %184#3, %326, %323, %325 : i32, i32, i32, i32, f32, i32, i32)
              %327 = arith.addi %321, %298 : i32
              %328 = arith.addi %161, %327 : i32
              %329 = arith.addi %321, %302 : i32
              %330 = arith.addi %161, %329 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%186#0, %186#1, %186#2, %186#3, %326, %328, %330 : i32, i32, i32, i32, f32, i32, i32)
              %331 = arith.addi %321, %306 : i32
              %332 = arith.addi %161, %331 : i32
              %333 = arith.addi %321, %310 : i32
              %334 = arith.addi %161, %333 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%188#0, %188#1, %188#2, %188#3, %326, %332, %334 : i32, i32, i32, i32, f32, i32, i32)
              %335 = arith.addi %321, %314 : i32
              %336 = arith.addi %161, %335 : i32
              %337 = arith.addi %321, %318 : i32
              %338 = arith.addi %161, %337 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%190#0, %190#1, %190#2, %190#3, %326, %336, %338 : i32, i32, i32, i32, f32, i32, i32)
              %339 = arith.addi %287, %c16384_i32 : i32
              %340 = arith.addi %339, %289 : i32
              %341 = arith.addi %161, %340 : i32
              %342 = arith.addi %339, %293 : i32
              %343 = arith.addi %161, %342 : i32
              %344 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %273 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%192#0, %192#1, %192#2, %192#3, %344, %341, %343 : i32, i32, i32, i32, f32, i32, i32)
              %345 = arith.addi %339, %298 : i32
              %346 = arith.addi %161, %345 : i32
              %347 = arith.addi %339, %302 : i32
              %348 = arith.addi %161, %347 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%194#0, %194#1, %194#2, %194#3, %344, %346, %348 : i32, i32, i32, i32, f32, i32, i32)
              %349 = arith.addi %339, %306 : i32
              %350 = arith.addi %161, %349 : i32
              %351 = arith.addi %339, %310 : i32
              %352 = arith.addi %161, %351 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%196#0, %196#1, %196#2, %196#3, %344, %350, %352 : i32, i32, i32, i32, f32, i32, i32)
              %353 = arith.addi %339, %314 : i32
              %354 = arith.addi %161, %353 : i32
              %355 = arith.addi %339, %318 : i32
              %356 = arith.addi %161, %355 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%198#0, %198#1, %198#2, %198#3, %344, %354, %356 : i32, i32, i32, i32, f32, i32, i32)
              %357 = arith.addi %287, %c24576_i32 : i32
              %358 = arith.addi %357, %289 : i32
              %359 = arith.addi %161, %358 : i32
              %360 = arith.addi %357, %293 : i32
              %361 = arith.addi %161, %360 : i32
              %362 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %278 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%200#0, %200#1, %200#2, %200#3, %362, %359, %361 : i32, i32, i32, i32, f32, i32, i32)
              %363 = arith.addi %357, %298 : i32
              %364 = arith.addi %161, %363 : i32
              %365 = arith.addi %357, %302 : i32
              %366 = arith.addi %161, %365 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%202#0, %202#1, %202#2, %202#3, %362, %364, %366 : i32, i32, i32, i32, f32, i32, i32)
              %367 = arith.addi %357, %306 : i32
              %368 = arith.addi %161, %367 : i32
              %369 = arith.addi %357, %310 : i32
              %370 = arith.addi %161, %369 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%204#0, %204#1, %204#2, %204#3, %362, %368, %370 : i32, i32, i32, i32, f32, i32, i32)
              %371 = arith.addi %357, %314 : i32
              %372 = arith.addi %161, %371 : i32
              %373 = arith.addi %357, %318 : i32
              %374 = arith.addi %161, %373 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%206#0, %206#1, %206#2, %206#3, %362, %372, %374 : i32, i32, i32, i32, f32, i32, i32)
              %375 = arith.addi %287, %c32768_i32 : i32
              %376 = arith.addi %375, %289 : i32
              %377 = arith.addi %161, %376 : i32
              %378 = arith.addi %375, %293 : i32
              %379 = arith.addi %161, %378 : i32
              %380 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %283 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%208#0, %208#1, %208#2, %208#3, %380, %377, %379 : i32, i32, i32, i32, f32, i32, i32)
              %381 = arith.addi %375, %298 : i32
              %382 = arith.addi %161, %381 : i32
              %383 = arith.addi %375, %302 : i32
              %384 = arith.addi %161, %383 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%210#0, %210#1, %210#2, %210#3, %380, %382, %384 : i32, i32, i32, i32, f32, i32, i32)
              %385 = arith.cmpi eq, %101, %c0_i32 : i32
              scf.if %385 {
                %388 = arith.muli %148, %c4_i32 : i32
                %389 = arith.addi %103, %388 : i32
                %390 = arith.addi %257, %c112_i32 : i32
                %391 = arith.shli %390, %c23_i32 : i32
                %392 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%391 : i32) -> f32
                %393 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %392 : (f32) -> f32
                nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%389, %393 : i32, f32)
              }
              %386 = arith.subi %257, %c90_i32 : i32
              %387 = arith.maxsi %arg35, %386 : i32
              scf.yield %387 : i32
            } else {
              %165 = arith.extsi %154 : i32 to i64
              %166 = arith.muli %165, %c576_i64 : i64
              %167 = arith.addi %158, %166 : i64
              %168 = arith.extsi %arg15 : i32 to i64
              %169 = arith.muli %168, %c576_i64 : i64
              %170 = arith.addi %158, %169 : i64
              %171 = arith.muli %165, %c8_i64 : i64
              %172 = arith.addi %170, %171 : i64
              %173 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%172, %159, %c0_i32 : i64, i32, i32) -> i32
              %174 = arith.addi %172, %c4_i64 : i64
              %175 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%174, %159, %c0_i32 : i64, i32, i32) -> i32
              %176 = arith.addi %167, %c288_i64 : i64
              %177:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%176, %159 : i64, i32) -> i32, i32, i32, i32
              %178 = arith.addi %167, %c304_i64 : i64
              %179:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%178, %159 : i64, i32) -> i32, i32, i32, i32
              %180 = arith.addi %167, %c320_i64 : i64
              %181:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%180, %159 : i64, i32) -> i32, i32, i32, i32
              %182 = arith.addi %167, %c336_i64 : i64
              %183:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%182, %159 : i64, i32) -> i32, i32, i32, i32
              %184 = arith.addi %167, %c352_i64 : i64
              %185:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%184, %159 : i64, i32) -> i32, i32, i32, i32
              %186 = arith.addi %167, %c368_i64 : i64
              %187:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%186, %159 : i64, i32) -> i32, i32, i32, i32
              %188 = arith.addi %167, %c384_i64 : i64
              %189:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%188, %159 : i64, i32) -> i32, i32, i32, i32
              %190 = arith.addi %167, %c400_i64 : i64
              %191:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%190, %159 : i64, i32) -> i32, i32, i32, i32
              %192 = arith.addi %167, %c416_i64 : i64
              %193:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%192, %159 : i64, i32) -> i32, i32, i32, i32
              %194 = arith.addi %167, %c432_i64 : i64
              %195:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%194, %159 : i64, i32) -> i32, i32, i32, i32
              %196 = arith.addi %167, %c448_i64 : i64
              %197:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%196, %159 : i64, i32) -> i32, i32, i32, i32
              %198 = arith.addi %167, %c464_i64 : i64
              %199:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%198, %159 : i64, i32) -> i32, i32, i32, i32
              %200 = arith.addi %167, %c480_i64 : i64
              %201:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%200, %159 : i64, i32) -> i32, i32, i32, i32
              %202 = arith.addi %167, %c496_i64 : i64
              %203:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%202, %159 : i64, i32) -> i32, i32, i32, i32
              %204 = arith.addi %167, %c512_i64 : i64
              %205:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%204, %159 : i64, i32) -> i32, i32, i32, i32
              %206 = arith.addi %167, %c528_i64 : i64
              %207:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%206, %159 : i64, i32) -> i32, i32, i32, i32
              %208 = arith.addi %167, %c544_i64 : i64
              %209:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%208, %159 : i64, i32) -> i32, i32, i32, i32
              %210 = arith.addi %167, %c560_i64 : i64
              %211:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%210, %159 : i64, i32) -> i32, i32, i32, i32
              %212 = arith.andi %173, %c255_i32 : i32
              %213 = arith.shrsi %173, %c8_i32 : i32
              %214 = arith.andi %213, %c255_i32 : i32
              %215 = arith.shrsi %173, %c16_i32 : i32
              %216 = arith.andi %215, %c255_i32 : i32
              %217 = arith.shrsi %173, %c24_i32 : i32
              %218 = arith.andi %217, %c255_i32 : i32
              %219 = arith.andi %175, %c255_i32 : i32
              %220 = arith.shrsi %175, %c8_i32 : i32
              %221 = arith.andi %220, %c255_i32 : i32
              %222 = arith.shrsi %175, %c16_i32 : i32
              %223 = arith.andi %222, %c255_i32 : i32
              %224 = arith.maxsi %212, %214 : i32
              %225 = arith.maxsi %224, %216 : i32
              %226 = arith.maxsi %225, %218 : i32
              %227 = arith.maxsi %226, %219 : i32
              %228 = arith.maxsi %227, %221 : i32
              %229 = arith.maxsi %228, %223 : i32
              %230 = arith.subi %229, %c118_i32 : i32
              %231 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%197#0, %197#1, %197#2, %197#3, %c0_i32 : i32, i32, i32, i32, i32) -> i32
              %232 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%199#0, %199#1, %199#2, %199#3, %231 : i32, i32, i32, i32, i32) -> i32
              %233 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%201#0, %201#1, %201#2, %201#3, %232 : i32, i32, i32, i32, i32) -> i32
              %234 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%203#0, %203#1, %203#2, %203#3, %233 : i32, i32, i32, i32, i32) -> i32
              %235 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%205#0, %205#1, %205#2, %205#3, %234 : i32, i32, i32, i32, i32) -> i32
              %236 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%207#0, %207#1, %207#2, %207#3, %235 : i32, i32, i32, i32, i32) -> i32
              %237 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%209#0, %209#1, %209#2, %209#3, %236 : i32, i32, i32, i32, i32) -> i32
              %238 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%211#0, %211#1, %211#2, %211#3, %237 : i32, i32, i32, i32, i32) -> i32
              %239 = arith.shrsi %238, %c7_i32 : i32
              %240 = arith.subi %239, %c126_i32 : i32
              %241 = arith.maxsi %230, %240 : i32
              %242 = arith.select %151, %241, %c-1000_i32 : i32
              %243 = nvvm.shfl.sync bfly %c-1_i32, %242, %c1_i32, %c31_i32 : i32 -> i32
              %244 = arith.maxsi %242, %243 : i32
              %245 = nvvm.shfl.sync bfly %c-1_i32, %244, %c2_i32, %c31_i32 : i32 -> i32
              %246 = arith.maxsi %244, %245 : i32
              %247 = nvvm.shfl.sync bfly %c-1_i32, %246, %c4_i32, %c31_i32 : i32 -> i32
              %248 = arith.maxsi %246, %247 : i32
              %249 = nvvm.shfl.sync bfly %c-1_i32, %248, %c8_i32, %c31_i32 : i32 -> i32
              %250 = arith.maxsi %248, %249 : i32
              %251 = nvvm.shfl.sync bfly %c-1_i32, %250, %c16_i32, %c31_i32 : i32 -> i32
              %252 = arith.maxsi %250, %251 : i32
              %253 = arith.muli %148, %c16_i32 : i32
              %254 = arith.addi %104, %253 : i32
              %255 = arith.remsi %101, %c32_i32 : i32
              %256 = arith.cmpi eq, %255, %c0_i32 : i32
              scf.if %256 {
                %372 = arith.floordivsi %101, %c32_i32 : i32
                %373 = arith.addi %372, %c2_i32 : i32
                %374 = arith.muli %373, %c4_i32 : i32
                %375 = arith.addi %254, %374 : i32
                nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%375, %252 : i32, i32)
              }
              nvvm.barrier id = %c6_i32 number_of_threads = %c128_i32
              %257 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%254 : i32) -> i32
              %258 = arith.addi %254, %c4_i32 : i32
              %259 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%258 : i32) -> i32
              %260 = arith.maxsi %257, %259 : i32
              %261 = arith.addi %254, %c8_i32 : i32
              %262 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%261 : i32) -> i32
              %263 = arith.maxsi %260, %262 : i32
              %264 = arith.addi %254, %c12_i32 : i32
              %265 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%264 : i32) -> i32
              %266 = arith.maxsi %263, %265 : i32
              %267 = arith.maxsi %266, %arg35 : i32
              %268 = arith.maxsi %267, %c-111_i32 : i32
              %269 = arith.minsi %268, %c142_i32 : i32
              %270 = arith.cmpi sge, %131, %c2_i32 : i32
              scf.if %270 {
                %372 = arith.addi %148, %c3_i32 : i32
                nvvm.barrier id = %372 number_of_threads = %c384_i32
              }
              %271 = arith.addi %219, %c15_i32 : i32
              %272 = arith.subi %271, %269 : i32
              %273 = arith.maxsi %272, %c0_i32 : i32
              %274 = arith.shli %273, %c23_i32 : i32
              %275 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%274 : i32) -> f32
              %276 = arith.addi %221, %c15_i32 : i32
              %277 = arith.subi %276, %269 : i32
              %278 = arith.maxsi %277, %c0_i32 : i32
              %279 = arith.shli %278, %c23_i32 : i32
              %280 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%279 : i32) -> f32
              %281 = arith.addi %223, %c15_i32 : i32
              %282 = arith.subi %281, %269 : i32
              %283 = arith.maxsi %282, %c0_i32 : i32
              %284 = arith.shli %283, %c23_i32 : i32
              %285 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%284 : i32) -> f32
              %286 = arith.subi %c142_i32, %269 : i32
              %287 = arith.shli %286, %c23_i32 : i32
              %288 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%287 : i32) -> f32
              %289 = arith.muli %101, %c128_i32 : i32
              %290 = arith.addi %289, %c32768_i32 : i32
              %291 = arith.remsi %101, %c8_i32 : i32
              %292 = arith.xori %291, %c4_i32 : i32
              %293 = arith.muli %292, %c16_i32 : i32
              %294 = arith.addi %290, %293 : i32
              %295 = arith.addi %161, %294 : i32
              %296 = arith.xori %291, %c5_i32 : i32
              %297 = arith.muli %296, %c16_i32 : i32
              %298 = arith.addi %290, %297 : i32
              %299 = arith.addi %161, %298 : i32
              %300 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %275 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%177#0, %177#1, %177#2, %177#3, %300, %295, %299 : i32, i32, i32, i32, f32, i32, i32)
              %301 = arith.xori %291, %c6_i32 : i32
              %302 = arith.muli %301, %c16_i32 : i32
              %303 = arith.addi %290, %302 : i32
              %304 = arith.addi %161, %303 : i32
              %305 = arith.xori %291, %c7_i32 : i32
              %306 = arith.muli %305, %c16_i32 : i32
              %307 = arith.addi %290, %306 : i32
              %308 = arith.addi %161, %307 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%179#0, %179#1, %179#2, %179#3, %300, %304, %308 : i32, i32, i32, i32, f32, i32, i32)
              %309 = arith.addi %289, %c40960_i32 : i32
              %310 = arith.muli %291, %c16_i32 : i32
              %311 = arith.addi %309, %310 : i32
              %312 = arith.addi %161, %311 : i32
              %313 = arith.xori %291, %c1_i32 : i32
              %314 = arith.muli %313, %c16_i32 : i32
              %315 = arith.addi %309, %314 : i32
              %316 = arith.addi %161, %315 : i32
              %317 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %280 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%181#0, %181#1, %181#2, %181#3, %317, %312, %316 : i32, i32, i32, i32, f32, i32, i32)
              %318 = arith.xori %291, %c2_i32 : i32
              %319 = arith.muli %318, %c16_i32 : i32
              %320 = arith.addi %309, %319 : i32
              %321 = arith.addi %161, %320 : i32
              %322 = arith.xori %291, %c3_i32 : i32
              %323 = arith.muli %322, %c16_i32 : i32
              %324 = arith.addi %309, %323 : i32
              %325 = arith.addi %161, %324 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%183#0, %183#1, %183#2, %183#3, %317, %321, %325 : i32, i32, i32, i32, f32, i32, i32)
              %326 = arith.addi %309, %293 : i32
              %327 = arith.addi %161, %326 : i32
              %328 = arith.addi %309, %297 : i32
              %329 = arith.addi %161, %328 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%185#0, %185#1, %185#2, %185#3, %317, %327, %329 : i32, i32, i32, i32, f32, i32, i32)
              %330 = arith.addi %309, %302 : i32
              %331 = arith.addi %161, %330 : i32
              %332 = arith.addi %309, %306 : i32
              %333 = arith.addi %161, %332 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%187#0, %187#1, %187#2, %187#3, %317, %331, %333 : i32, i32, i32, i32, f32, i32, i32)
              %334 = arith.addi %289, %c49152_i32 : i32
              %335 = arith.addi %334, %310 : i32
              %336 = arith.addi %161, %335 : i32
              %337 = arith.addi %334, %314 : i32
              %338 = arith.addi %161, %337 : i32
              %339 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %285 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%189#0, %189#1, %189#2, %189#3, %339, %336, %338 : i32, i32, i32, i32, f32, i32, i32)
              %340 = arith.addi %334, %319 : i32
              %341 = arith.addi %161, %340 : i32
              %342 = arith.addi %334, %323 : i32
              %343 = arith.addi %161, %342 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%191#0, %191#1, %191#2, %191#3, %339, %341, %343 : i32, i32, i32, i32, f32, i32, i32)
              %344 = arith.addi %334, %293 : i32
              %345 = arith.addi %161, %344 : i32
              %346 = arith.addi %334, %297 : i32
              %347 = arith.addi %161, %346 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%193#0, %193#1, %193#2, %193#3, %339, %345, %347 : i32, i32, i32, i32, f32, i32, i32)
              %348 = arith.addi %334, %302 : i32
              %349 = arith.addi %161, %348 : i32
              %350 = arith.addi %334, %306 : i32
              %351 = arith.addi %161, %350 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%195#0, %195#1, %195#2, %195#3, %339, %349, %351 : i32, i32, i32, i32, f32, i32, i32)
              %352 = arith.addi %289, %c57344_i32 : i32
              %353 = arith.addi %352, %310 : i32
              %354 = arith.addi %161, %353 : i32
              %355 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %288 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%197#0, %197#1, %197#2, %197#3, %355, %354 : i32, i32, i32, i32, f32, i32)
              %356 = arith.addi %352, %314 : i32
              %357 = arith.addi %161, %356 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%199#0, %199#1, %199#2, %199#3, %355, %357 : i32, i32, i32, i32, f32, i32)
              %358 = arith.addi %352, %319 : i32
              %359 = arith.addi %161, %358 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%201#0, %201#1, %201#2, %201#3, %355, %359 : i32, i32, i32, i32, f32, i32)
              %360 = arith.addi %352, %323 : i32
              %361 = arith.addi %161, %360 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%203#0, %203#1, %203#2, %203#3, %355, %361 : i32, i32, i32, i32, f32, i32)
              %362 = arith.addi %352, %293 : i32
              %363 = arith.addi %161, %362 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%205#0, %205#1, %205#2, %205#3, %355, %363 : i32, i32, i32, i32, f32, i32)
              %364 = arith.addi %352, %297 : i32
              %365 = arith.addi %161, %364 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%207#0, %207#1, %207#2, %207#3, %355, %365 : i32, i32, i32, i32, f32, i32)
              %366 = arith.addi %352, %302 : i32
              %367 = arith.addi %161, %366 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%209#0, %209#1, %209#2, %209#3, %355, %367 : i32, i32, i32, i32, f32, i32)
              %368 = arith.addi %352, %306 : i32
              %369 = arith.addi %161, %368 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%211#0, %211#1, %211#2, %211#3, %355, %369 : i32, i32, i32, i32, f32, i32)
              %370 = arith.subi %269, %c90_i32 : i32
              %371 = arith.maxsi %arg35, %370 : i32
              scf.yield %371 : i32
            }
            scf.if %162 {
              %165 = arith.muli %148, %c64_i32 : i32
              %166 = arith.addi %165, %101 : i32
              %167 = arith.muli %166, %c4_i32 : i32
              %168 = arith.addi %10, %167 : i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%168, %159 : i32, i32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %164 = arith.addi %148, %c1_i32 : i32
            nvvm.barrier.arrive id = %164 number_of_threads = %c256_i32
            scf.yield %163 : i32
          } else {
            %148 = arith.remsi %131, %c2_i32 : i32
            %149 = arith.cmpi sge, %arg36, %c0_i32 : i32
            %150 = arith.cmpi slt, %arg36, %arg26 : i32
            %151 = arith.andi %149, %150 : i1
            %152 = arith.select %151, %arg36, %c0_i32 : i32
            %153 = arith.floordivsi %152, %arg24 : i32
            %154 = arith.remsi %152, %arg24 : i32
            %155 = arith.extsi %153 : i32 to i64
            %156 = arith.extsi %arg25 : i32 to i64
            %157 = arith.muli %155, %156 : i64
            %158 = arith.addi %arg19, %157 : i64
            %159 = arith.extui %151 : i1 to i32
            %160 = arith.muli %148, %c65536_i32 : i32
            %161 = arith.addi %9, %160 : i32
            %162 = arith.extsi %154 : i32 to i64
            %163 = arith.muli %162, %c512_i64 : i64
            %164 = arith.addi %158, %163 : i64
            %165 = arith.muli %102, %c256_i32 : i32
            %166 = arith.extsi %165 : i32 to i64
            %167 = arith.addi %164, %166 : i64
            %168:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%167, %159 : i64, i32) -> i32, i32, i32, i32
            %169 = arith.addi %167, %c16_i64 : i64
            %170:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%169, %159 : i64, i32) -> i32, i32, i32, i32
            %171 = arith.addi %167, %c32_i64 : i64
            %172:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%171, %159 : i64, i32) -> i32, i32, i32, i32
            %173 = arith.addi %167, %c48_i64 : i64
            %174:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%173, %159 : i64, i32) -> i32, i32, i32, i32
            %175 = arith.addi %167, %c64_i64 : i64
            %176:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%175, %159 : i64, i32) -> i32, i32, i32, i32
            %177 = arith.addi %167, %c80_i64 : i64
            %178:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%177, %159 : i64, i32) -> i32, i32, i32, i32
            %179 = arith.addi %167, %c96_i64 : i64
            %180:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%179, %159 : i64, i32) -> i32, i32, i32, i32
            %181 = arith.addi %167, %c112_i64 : i64
            %182:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%181, %159 : i64, i32) -> i32, i32, i32, i32
            %183 = arith.addi %167, %c128_i64 : i64
            %184:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%183, %159 : i64, i32) -> i32, i32, i32, i32
            %185 = arith.addi %167, %c144_i64 : i64
            %186:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%185, %159 : i64, i32) -> i32, i32, i32, i32
            %187 = arith.addi %167, %c160_i64 : i64
            %188:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%187, %159 : i64, i32) -> i32, i32, i32, i32
            %189 = arith.addi %167, %c176_i64 : i64
            %190:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%189, %159 : i64, i32) -> i32, i32, i32, i32
            %191 = arith.addi %167, %c192_i64 : i64
            %192:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%191, %159 : i64, i32) -> i32, i32, i32, i32
            %193 = arith.addi %167, %c208_i64 : i64
            %194:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%193, %159 : i64, i32) -> i32, i32, i32, i32
            %195 = arith.addi %167, %c224_i64 : i64
            %196:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%195, %159 : i64, i32) -> i32, i32, i32, i32
            %197 = arith.addi %167, %c240_i64 : i64
            %198:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%197, %159 : i64, i32) -> i32, i32, i32, i32
            %199 = arith.cmpi sge, %131, %c2_i32 : i32
            scf.if %199 {
              %526 = arith.addi %148, %c3_i32 : i32
              nvvm.barrier id = %526 number_of_threads = %c384_i32
            }
            %200 = arith.floordivsi %165, %c64_i32 : i32
            %201 = arith.muli %200, %c8192_i32 : i32
            %202 = arith.muli %101, %c128_i32 : i32
            %203 = arith.addi %201, %202 : i32
            %204 = arith.remsi %165, %c64_i32 : i32
            %205 = arith.floordivsi %204, %c8_i32 : i32
            %206 = arith.remsi %101, %c8_i32 : i32
            %207 = arith.xori %205, %206 : i32
            %208 = arith.muli %207, %c16_i32 : i32
            %209 = arith.addi %203, %208 : i32
            %210 = arith.addi %161, %209 : i32
            %211 = arith.addi %165, %c8_i32 : i32
            %212 = arith.floordivsi %211, %c64_i32 : i32
            %213 = arith.muli %212, %c8192_i32 : i32
            %214 = arith.addi %213, %202 : i32
            %215 = arith.remsi %211, %c64_i32 : i32
            %216 = arith.floordivsi %215, %c8_i32 : i32
            %217 = arith.xori %216, %206 : i32
            %218 = arith.muli %217, %c16_i32 : i32
            %219 = arith.addi %214, %218 : i32
            %220 = arith.addi %161, %219 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%168#0, %168#1, %168#2, %168#3, %210, %220 : i32, i32, i32, i32, i32, i32)
            %221 = arith.addi %165, %c16_i32 : i32
            %222 = arith.floordivsi %221, %c64_i32 : i32
            %223 = arith.muli %222, %c8192_i32 : i32
            %224 = arith.addi %223, %202 : i32
            %225 = arith.remsi %221, %c64_i32 : i32
            %226 = arith.floordivsi %225, %c8_i32 : i32
            %227 = arith.xori %226, %206 : i32
            %228 = arith.muli %227, %c16_i32 : i32
            %229 = arith.addi %224, %228 : i32
            %230 = arith.addi %161, %229 : i32
            %231 = arith.addi %165, %c24_i32 : i32
            %232 = arith.floordivsi %231, %c64_i32 : i32
            %233 = arith.muli %232, %c8192_i32 : i32
            %234 = arith.addi %233, %202 : i32
            %235 = arith.remsi %231, %c64_i32 : i32
            %236 = arith.floordivsi %235, %c8_i32 : i32
            %237 = arith.xori %236, %206 : i32
            %238 = arith.muli %237, %c16_i32 : i32
            %239 = arith.addi %234, %238 : i32
            %240 = arith.addi %161, %239 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%170#0, %170#1, %170#2, %170#3, %230, %240 : i32, i32, i32, i32, i32, i32)
            %241 = arith.addi %165, %c32_i32 : i32
            %242 = arith.floordivsi %241, %c64_i32 : i32
            %243 = arith.muli %242, %c8192_i32 : i32
            %244 = arith.addi %243, %202 : i32
            %245 = arith.remsi %241, %c64_i32 : i32
            %246 = arith.floordivsi %245, %c8_i32 : i32
            %247 = arith.xori %246, %206 : i32
            %248 = arith.muli %247, %c16_i32 : i32
            %249 = arith.addi %244, %248 : i32
            %250 = arith.addi %161, %249 : i32
            %251 = arith.addi %165, %c40_i32 : i32
            %252 = arith.floordivsi %251, %c64_i32 : i32
            %253 = arith.muli %252, %c8192_i32 : i32
            %254 = arith.addi %253, %202 : i32
            %255 = arith.remsi %251, %c64_i32 : i32
            %256 = arith.floordivsi %255, %c8_i32 : i32
            %257 = arith.xori %256, %206 : i32
            %258 = arith.muli %257, %c16_i32 : i32
            %259 = arith.addi %254, %258 : i32
            %260 = arith.addi %161, %259 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%172#0, %172#1, %172#2, %172#3, %250, %260 : i32, i32, i32, i32, i32, i32)
            %261 = arith.addi %165, %c48_i32 : i32
            %262 = arith.floordivsi %261, %c64_i32 : i32
            %263 = arith.muli %262, %c8192_i32 : i32
            %264 = arith.addi %263, %202 : i32
            %265 = arith.remsi %261, %c64_i32 : i32
            %266 = arith.floordivsi %265, %c8_i32 : i32
            %267 = arith.xori %266, %206 : i32
            %268 = arith.muli %267, %c16_i32 : i32
            %269 = arith.addi %264, %268 : i32
            %270 = arith.addi %161, %269 : i32
            %271 = arith.addi %165, %c56_i32 : i32
            %272 = arith.floordivsi %271, %c64_i32 : i32
            %273 = arith.muli %272, %c8192_i32 : i32
            %274 = arith.addi %273, %202 : i32
            %275 = arith.remsi %271, %c64_i32 : i32
            %276 = arith.floordivsi %275, %c8_i32 : i32
            %277 = arith.xori %276, %206 : i32
            %278 = arith.muli %277, %c16_i32 : i32
            %279 = arith.addi %274, %278 : i32
            %280 = arith.addi %161, %279 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%174#0, %174#1, %174#2, %174#3, %270, %280 : i32, i32, i32, i32, i32, i32)
            %281 = arith.addi %165, %c64_i32 : i32
            %282 = arith.floordivsi %281, %c64_i32 : i32
            %283 = arith.muli %282, %c8192_i32 : i32
            %284 = arith.addi %283, %202 : i32
            %285 = arith.remsi %281, %c64_i32 : i32
            %286 = arith.floordivsi %285, %c8_i32 : i32
            %287 = arith.xori %286, %206 : i32
            %288 = arith.muli %287, %c16_i32 : i32
            %289 = arith.addi %284, %288 : i32
            %290 = arith.addi %161, %289 : i32
            %291 = arith.addi %165, %c72_i32 : i32
            %292 = arith.floordivsi %291, %c64_i32 : i32
            %293 = arith.muli %292, %c8192_i32 : i32
            %294 = arith.addi %293, %202 : i32
            %295 = arith.remsi %291, %c64_i32 : i32
            %296 = arith.floordivsi %295, %c8_i32 : i32
            %297 = arith.xori %296, %206 : i32
            %298 = arith.muli %297, %c16_i32 : i32
            %299 = arith.addi %294, %298 : i32
            %300 = arith.addi %161, %299 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%176#0, %176#1, %176#2, %176#3, %290, %300 : i32, i32, i32, i32, i32, i32)
            %301 = arith.addi %165, %c80_i32 : i32
            %302 = arith.floordivsi %301, %c64_i32 : i32
            %303 = arith.muli %302, %c8192_i32 : i32
            %304 = arith.addi %303, %202 : i32
            %305 = arith.remsi %301, %c64_i32 : i32
            %306 = arith.floordivsi %305, %c8_i32 : i32
            %307 = arith.xori %306, %206 : i32
            %308 = arith.muli %307, %c16_i32 : i32
            %309 = arith.addi %304, %308 : i32
            %310 = arith.addi %161, %309 : i32
            %311 = arith.addi %165, %c88_i32 : i32
            %312 = arith.floordivsi %311, %c64_i32 : i32
            %313 = arith.muli %312, %c8192_i32 : i32
            %314 = arith.addi %313, %202 : i32
            %315 = arith.remsi %311, %c64_i32 : i32
            %316 = arith.floordivsi %315, %c8_i32 : i32
            %317 = arith.xori %316, %206 : i32
            %318 = arith.muli %317, %c16_i32 : i32
            %319 = arith.addi %314, %318 : i32
            %320 = arith.addi %161, %319 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%178#0, %178#1, %178#2, %178#3, %310, %320 : i32, i32, i32, i32, i32, i32)
            %321 = arith.addi %165, %c96_i32 : i32
            %322 = arith.floordivsi %321, %c64_i32 : i32
            %323 = arith.muli %322, %c8192_i32 : i32
            %324 = arith.addi %323, %202 : i32
            %325 = arith.remsi %321, %c64_i32 : i32
            %326 = arith.floordivsi %325, %c8_i32 : i32
            %327 = arith.xori %326, %206 : i32
            %328 = arith.muli %327, %c16_i32 : i32
            %329 = arith.addi %324, %328 : i32
            %330 = arith.addi %161, %329 : i32
            %331 = arith.addi %165, %c104_i32 : i32
            %332 = arith.floordivsi %331, %c64_i32 : i32
            %333 = arith.muli %332, %c8192_i32 : i32
            %334 = arith.addi %333, %202 : i32
            %335 = arith.remsi %331, %c64_i32 : i32
            %336 = arith.floordivsi %335, %c8_i32 : i32
            %337 = arith.xori %336, %206 : i32
            %338 = arith.muli %337, %c16_i32 : i32
            %339 = arith.addi %334, %338 : i32
            %340 = arith.addi %161, %339 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%180#0, %180#1, %180#2, %180#3, %330, %340 : i32, i32, i32, i32, i32, i32)
            %341 = arith.addi %165, %c112_i32 : i32
            %342 = arith.floordivsi %341, %c64_i32 : i32
            %343 = arith.muli %342, %c8192_i32 : i32
            %344 = arith.addi %343, %202 : i32
            %345 = arith.remsi %341, %c64_i32 : i32
            %346 = arith.floordivsi %345, %c8_i32 : i32
            %347 = arith.xori %346, %206 : i32
            %348 = arith.muli %347, %c16_i32 : i32
            %349 = arith.addi %344, %348 : i32
            %350 = arith.addi %161, %349 : i32
            %351 = arith.addi %165, %c120_i32 : i32
            %352 = arith.floordivsi %351, %c64_i32 : i32
            %353 = arith.muli %352, %c8192_i32 : i32
            %354 = arith.addi %353, %202 : i32
            %355 = arith.remsi %351, %c64_i32 : i32
            %356 = arith.floordivsi %355, %c8_i32 : i32
            %357 = arith.xori %356, %206 : i32
            %358 = arith.muli %357, %c16_i32 : i32
            %359 = arith.addi %354, %358 : i32
            %360 = arith.addi %161, %359 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%182#0, %182#1, %182#2, %182#3, %350, %360 : i32, i32, i32, i32, i32, i32)
            %361 = arith.addi %165, %c128_i32 : i32
            %362 = arith.floordivsi %361, %c64_i32 : i32
            %363 = arith.muli %362, %c8192_i32 : i32
            %364 = arith.addi %363, %202 : i32
            %365 = arith.remsi %361, %c64_i32 : i32
            %366 = arith.floordivsi %365, %c8_i32 : i32
            %367 = arith.xori %366, %206 : i32
            %368 = arith.muli %367, %c16_i32 : i32
            %369 = arith.addi %364, %368 : i32
            %370 = arith.addi %161, %369 : i32
            %371 = arith.addi %165, %c136_i32 : i32
            %372 = arith.floordivsi %371, %c64_i32 : i32
            %373 = arith.muli %372, %c8192_i32 : i32
            %374 = arith.addi %373, %202 : i32
            %375 = arith.remsi %371, %c64_i32 : i32
            %376 = arith.floordivsi %375, %c8_i32 : i32
            %377 = arith.xori %376, %206 : i32
            %378 = arith.muli %377, %c16_i32 : i32
            %379 = arith.addi %374, %378 : i32
            %380 = arith.addi %161, %379 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%184#0, %184#1, %184#2, %184#3, %370, %380 : i32, i32, i32, i32, i32, i32)
            %381 = arith.addi %165, %c144_i32 : i32
            %382 = arith.floordivsi %381, %c64_i32 : i32
            %383 = arith.muli %382, %c8192_i32 : i32
            %384 = arith.addi %383, %202 : i32
            %385 = arith.remsi %381, %c64_i32 : i32
            %386 = arith.floordivsi %385, %c8_i32 : i32
            %387 = arith.xori %386, %206 : i32
            %388 = arith.muli %387, %c16_i32 : i32
            %389 = arith.addi %384, %388 : i32
            %390 = arith.addi %161, %389 : i32
            %391 = arith.addi %165, %c152_i32 : i32
            %392 = arith.floordivsi %391, %c64_i32 : i32
            %393 = arith.muli %392, %c8192_i32 : i32
            %394 = arith.addi %393, %202 : i32
            %395 = arith.remsi %391, %c64_i32 : i32
            %396 = arith.floordivsi %395, %c8_i32 : i32
            %397 = arith.xori %396, %206 : i32
            %398 = arith.muli %397, %c16_i32 : i32
            %399 = arith.addi %394, %398 : i32
            %400 = arith.addi %161, %399 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%186#0, %186#1, %186#2, %186#3, %390, %400 : i32, i32, i32, i32, i32, i32)
            %401 = arith.addi %165, %c160_i32 : i32
            %402 = arith.floordivsi %401, %c64_i32 : i32
            %403 = arith.muli %402, %c8192_i32 : i32
            %404 = arith.addi %403, %202 : i32
            %405 = arith.remsi %401, %c64_i32 : i32
            %406 = arith.floordivsi %405, %c8_i32 : i32
            %407 = arith.xori %406, %206 : i32
            %408 = arith.muli %407, %c16_i32 : i32
            %409 = arith.addi %404, %408 : i32
            %410 = arith.addi %161, %409 : i32
            %411 = arith.addi %165, %c168_i32 : i32
            %412 = arith.floordivsi %411, %c64_i32 : i32
            %413 = arith.muli %412, %c8192_i32 : i32
            %414 = arith.addi %413, %202 : i32
            %415 = arith.remsi %411, %c64_i32 : i32
            %416 = arith.floordivsi %415, %c8_i32 : i32
            %417 = arith.xori %416, %206 : i32
            %418 = arith.muli %417, %c16_i32 : i32
            %419 = arith.addi %414, %418 : i32
            %420 = arith.addi %161, %419 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%188#0, %188#1, %188#2, %188#3, %410, %420 : i32, i32, i32, i32, i32, i32)
            %421 = arith.addi %165, %c176_i32 : i32
            %422 = arith.floordivsi %421, %c64_i32 : i32
            %423 = arith.muli %422, %c8192_i32 : i32
            %424 = arith.addi %423, %202 : i32
            %425 = arith.remsi %421, %c64_i32 : i32
            %426 = arith.floordivsi %425, %c8_i32 : i32
            %427 = arith.xori %426, %206 : i32
            %428 = arith.muli %427, %c16_i32 : i32
            %429 = arith.addi %424, %428 : i32
            %430 = arith.addi %161, %429 : i32
            %431 = arith.addi %165, %c184_i32 : i32
            %432 = arith.floordivsi %431, %c64_i32 : i32
            %433 = arith.muli %432, %c8192_i32 : i32
            %434 = arith.addi %433, %202 : i32
            %435 = arith.remsi %431, %c64_i32 : i32
            %436 = arith.floordivsi %435, %c8_i32 : i32
            %437 = arith.xori %436, %206 : i32
            %438 = arith.muli %437, %c16_i32 : i32
            %439 = arith.addi %434, %438 : i32
            %440 = arith.addi %161, %439 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%190#0, %190#1, %190#2, %190#3, %430, %440 : i32, i32, i32, i32, i32, i32)
            %441 = arith.addi %165, %c192_i32 : i32
            %442 = arith.floordivsi %441, %c64_i32 : i32
            %443 = arith.muli %442, %c8192_i32 : i32
            %444 = arith.addi %443, %202 : i32
            %445 = arith.remsi %441, %c64_i32 : i32
            %446 = arith.floordivsi %445, %c8_i32 : i32
            %447 = arith.xori %446, %206 : i32
            %448 = arith.muli %447, %c16_i32 : i32
            %449 = arith.addi %444, %448 : i32
            %450 = arith.addi %161, %449 : i32
            %451 = arith.addi %165, %c200_i32 : i32
            %452 = arith.floordivsi %451, %c64_i32 : i32
            %453 = arith.muli %452, %c8192_i32 : i32
            %454 = arith.addi %453, %202 : i32
            %455 = arith.remsi %451, %c64_i32 : i32
            %456 = arith.floordivsi %455, %c8_i32 : i32
            %457 = arith.xori %456, %206 : i32
            %458 = arith.muli %457, %c16_i32 : i32
            %459 = arith.addi %454, %458 : i32
            %460 = arith.addi %161, %459 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%192#0, %192#1, %192#2, %192#3, %450, %460 : i32, i32, i32, i32, i32, i32)
            %461 = arith.addi %165, %c208_i32 : i32
            %462 = arith.floordivsi %461, %c64_i32 : i32
            %463 = arith.muli %462, %c8192_i32 : i32
            %464 = arith.addi %463, %202 : i32
            %465 = arith.remsi %461, %c64_i32 : i32
            %466 = arith.floordivsi %465, %c8_i32 : i32
            %467 = arith.xori %466, %206 : i32
            %468 = arith.muli %467, %c16_i32 : i32
            %469 = arith.addi %464, %468 : i32
            %470 = arith.addi %161, %469 : i32
            %471 = arith.addi %165, %c216_i32 : i32
            %472 = arith.floordivsi %471, %c64_i32 : i32
            %473 = arith.muli %472, %c8192_i32 : i32
            %474 = arith.addi %473, %202 : i32
            %475 = arith.remsi %471, %c64_i32 : i32
            %476 = arith.floordivsi %475, %c8_i32 : i32
            %477 = arith.xori %476, %206 : i32
            %478 = arith.muli %477, %c16_i32 : i32
            %479 = arith.addi %474, %478 : i32
            %480 = arith.addi %161, %479 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%194#0, %194#1, %194#2, %194#3, %470, %480 : i32, i32, i32, i32, i32, i32)
            %481 = arith.addi %165, %c224_i32 : i32
            %482 = arith.floordivsi %481, %c64_i32 : i32
            %483 = arith.muli %482, %c8192_i32 : i32
            %484 = arith.addi %483, %202 : i32
            %485 = arith.remsi %481, %c64_i32 : i32
            %486 = arith.floordivsi %485, %c8_i32 : i32
            %487 = arith.xori %486, %206 : i32
            %488 = arith.muli %487, %c16_i32 : i32
            %489 = arith.addi %484, %488 : i32
            %490 = arith.addi %161, %489 : i32
            %491 = arith.addi %165, %c232_i32 : i32
            %492 = arith.floordivsi %491, %c64_i32 : i32
            %493 = arith.muli %492, %c8192_i32 : i32
            %494 = arith.addi %493, %202 : i32
            %495 = arith.remsi %491, %c64_i32 : i32
            %496 = arith.floordivsi %495, %c8_i32 : i32
            %497 = arith.xori %496, %206 : i32
            %498 = arith.muli %497, %c16_i32 : i32
            %499 = arith.addi %494, %498 : i32
            %500 = arith.addi %161, %499 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%196#0, %196#1, %196#2, %196#3, %490, %500 : i32, i32, i32, i32, i32, i32)
            %501 = arith.addi %165, %c240_i32 : i32
            %502 = arith.floordivsi %501, %c64_i32 : i32
            %503 = arith.muli %502, %c8192_i32 : i32
            %504 = arith.addi %503, %202 : i32
            %505 = arith.remsi %501, %c64_i32 : i32
            %506 = arith.floordivsi %505, %c8_i32 : i32
            %507 = arith.xori %506, %206 : i32
            %508 = arith.muli %507, %c16_i32 : i32
            %509 = arith.addi %504, %508 : i32
            %510 = arith.addi %161, %509 : i32
            %511 = arith.addi %165, %c248_i32 : i32
            %512 = arith.floordivsi %511, %c64_i32 : i32
            %513 = arith.muli %512, %c8192_i32 : i32
            %514 = arith.addi %513, %202 : i32
            %515 = arith.remsi %511, %c64_i32 : i32
            %516 = arith.floordivsi %515, %c8_i32 : i32
            %517 = arith.xori %516, %206 : i32
            %518 = arith.muli %517, %c16_i32 : i32
            %519 = arith.addi %514, %518 : i32
            %520 = arith.addi %161, %519 : i32
            nvvm.inline_ptx "{\0A.reg .b16 q<8>;\0A.reg .b32 h<8>;\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Ast.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};\0A}" ro(%198#0, %198#1, %198#2, %198#3, %510, %520 : i32, i32, i32, i32, i32, i32)
            %521 = arith.cmpi eq, %101, %c0_i32 : i32
            %522 = arith.cmpi eq, %102, %c0_i32 : i32
            %523 = arith.andi %521, %522 : i1
            scf.if %523 {
              %526 = arith.muli %148, %c4_i32 : i32
              %527 = arith.addi %103, %526 : i32
              %528 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %cst_4 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%527, %528 : i32, f32)
            }
            scf.if %522 {
              %526 = arith.muli %148, %c64_i32 : i32
              %527 = arith.addi %526, %101 : i32
              %528 = arith.muli %527, %c4_i32 : i32
              %529 = arith.addi %10, %528 : i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%529, %159 : i32, i32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %524 = arith.addi %148, %c1_i32 : i32
            nvvm.barrier.arrive id = %524 number_of_threads = %c256_i32
            %525 = arith.maxsi %arg35, %111 : i32
            scf.yield %525 : i32
          }
          scf.yield %147, %145 : i32, i32
        } {loop_annotation = #loop_annotation}
        %128 = arith.subi %37, %35 : i32
        %129 = arith.subi %128, %c2_i32 : i32
        %130 = arith.maxsi %129, %c0_i32 : i32
        scf.for %arg34 = %130 to %128 step %c1_i32  : i32 {
          %131 = arith.remsi %arg34, %c2_i32 : i32
          %132 = arith.addi %131, %c3_i32 : i32
          nvvm.barrier id = %132 number_of_threads = %c384_i32
        } {loop_annotation = #loop_annotation}
      } else {
        nvvm.setmaxregister increase 200
        %101 = arith.cmpi eq, %7, %c1_i32 : i32
        scf.if %101 {
          %102 = arith.subi %1, %c128_i32 : i32
          %103 = arith.mulf %arg32, %99 : f32
          %104 = arith.remsi %102, %c128_i32 : i32
          %105 = arith.remsi %104, %c32_i32 : i32
          %106 = arith.floordivsi %104, %c32_i32 : i32
          %iter_30 = cute.recast_iter(%ptr_6) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
          %107 = cute.ptrtoint(%iter_30) : !cute.ptr<f16, smem, align<1024>> to i32
          %iter_31 = cute.recast_iter(%ptr_10) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %108 = cute.ptrtoint(%iter_31) : !cute.ptr<f32, smem, align<512>> to i32
          %iter_32 = cute.recast_iter(%ptr_12) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f32, smem, align<1024>>
          %109 = cute.ptrtoint(%iter_32) : !cute.ptr<f32, smem, align<1024>> to i32
          %iter_33 = cute.recast_iter(%ptr_16) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f32, smem, align<1024>>
          %110 = cute.ptrtoint(%iter_33) : !cute.ptr<f32, smem, align<1024>> to i32
          %iter_34 = cute.recast_iter(%ptr_20) : !cute.ptr<i8, smem, align<64>> to !cute.ptr<f32, smem, align<64>>
          %111 = cute.ptrtoint(%iter_34) : !cute.ptr<f32, smem, align<64>> to i32
          %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
          %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
          %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
          %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %lay_36 = cute.make_composed_layout(%0, %int_tuple_35, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
          %shape_37 = cute.make_shape() : () -> !cute.shape<"(64,512)">
          %int_tuple_38 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
          %tile_to_shape = cute.tile_to_shape(%lay_36, %shape_37, %int_tuple_38) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">
          %112 = cute.composed_get_outer(%tile_to_shape) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">) -> !cute.layout<"((8,8),(64,8)):((64,512),(1,4096))">
          %iter_39 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view = cute.make_view(%iter_39, %112) : !memref_smem_f16
          %shape_40 = cute.make_shape() : () -> !cute.shape<"((8,8),(64,1),2)">
          %stride_41 = cute.make_stride() : () -> !cute.stride<"((64,512),(1,0),4096)">
          %lay_42 = cute.make_layout(%shape_40, %stride_41) : !cute.layout<"((8,8),(64,1),2):((64,512),(1,0),4096)">
          %iter_43 = cute.recast_iter(%iter_30) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_44 = cute.make_view(%iter_43, %lay_42) : !memref_smem_f16_1
          %shape_45 = cute.make_shape() : () -> !cute.shape<"((8,8),(64,8),2)">
          %stride_46 = cute.make_stride() : () -> !cute.stride<"((64,512),(1,4096),32768)">
          %lay_47 = cute.make_layout(%shape_45, %stride_46) : !cute.layout<"((8,8),(64,8),2):((64,512),(1,4096),32768)">
          %iter_48 = cute.recast_iter(%iter_26) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_49 = cute.make_view(%iter_48, %lay_47) : !memref_smem_f16_2
          %shape_50 = cute.make_shape() : () -> !cute.shape<"((64,4),(8,8),2)">
          %stride_51 = cute.make_stride() : () -> !cute.stride<"((1,4096),(64,512),32768)">
          %lay_52 = cute.make_layout(%shape_50, %stride_51) : !cute.layout<"((64,4),(8,8),2):((1,4096),(64,512),32768)">
          %view_53 = cute.make_view(%iter_48, %lay_52) : !memref_smem_f16_3
          %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
          %113 = cute.make_tiled_mma(%atom) : !mma_f16_f16_f32_64x64x16
          %atom_54 = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
          %114 = cute.make_tiled_mma(%atom_54) : !mma_f16_f16_f32_64x256x16
          %115 = cute_nvgpu.atom.set_value<accum_c>(%114, %true) : (!mma_f16_f16_f32_64x256x16, i1)
          %coord = cute.make_coord(%104) : (i32) -> !cute.coord<"?">
          %ptn_A = cute.tiled.mma.partition A (%113, %view, %coord) : (!mma_f16_f16_f32_64x64x16, !memref_smem_f16, !cute.coord<"?">) -> !memref_smem_f16_4
          %frg_A = cute.mma.make_fragment A (%113, %ptn_A) : (!mma_f16_f16_f32_64x64x16, !memref_smem_f16_4) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">
          %ptn_B = cute.tiled.mma.partition B (%113, %view_49, %coord) : (!mma_f16_f16_f32_64x64x16, !memref_smem_f16_2, !cute.coord<"?">) -> !memref_smem_f16_5
          %frg_B = cute.mma.make_fragment B (%113, %ptn_B) : (!mma_f16_f16_f32_64x64x16, !memref_smem_f16_5) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">
          %ptn_A_55 = cute.tiled.mma.partition A (%115, %view_44, %coord) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_1, !cute.coord<"?">) -> !memref_smem_f16_6
          %frg_A_56 = cute.mma.make_fragment A (%115, %ptn_A_55) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_6) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">
          %ptn_B_57 = cute.tiled.mma.partition B (%115, %view_53, %coord) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_3, !cute.coord<"?">) -> !memref_smem_f16_7
          %frg_B_58 = cute.mma.make_fragment B (%115, %ptn_B_57) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_7) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">
          %shape_59 = cute.make_shape() : () -> !cute.shape<"((2,2,8),1,1)">
          %frg_C = cute.mma.make_fragment C (%113, %shape_59) : (!mma_f16_f16_f32_64x64x16, !cute.shape<"((2,2,8),1,1)">) -> !memref_rmem_f32
          %shape_60 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
          %frg_C_61 = cute.mma.make_fragment C (%115, %shape_60) : (!mma_f16_f16_f32_64x256x16, !cute.shape<"((2,2,32),1,1)">) -> !memref_rmem_f32_1
          cute.memref.store_vec(%cst, %frg_C_61) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
          %116 = arith.floordivsi %105, %c4_i32 : i32
          %117 = arith.muli %106, %c16_i32 : i32
          %118 = arith.addi %116, %117 : i32
          %119 = arith.addi %118, %c8_i32 : i32
          %rmem = cute.memref.alloca() : !memref_rmem_f32_2
          %coord_62 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%rmem, %coord_62, %cst_2) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_63 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%rmem, %coord_63, %cst_2) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_64 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%rmem, %coord_64, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_65 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%rmem, %coord_65, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_66 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%rmem, %coord_66, %arg18) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %rmem_67 = cute.memref.alloca() : !memref_rmem_i32
          cute.memref.store(%rmem_67, %coord_62, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
          %120 = arith.subi %37, %35 : i32
          %121 = scf.for %arg34 = %c0_i32 to %120 step %c2_i32 iter_args(%arg35 = %113) -> (!mma_f16_f16_f32_64x64x16)  : i32 {
            %157 = arith.addi %35, %arg34 : i32
            %158 = arith.remsi %arg34, %c2_i32 : i32
            %159 = arith.cmpi slt, %157, %23 : i32
            %160 = arith.select %159, %arg18, %arg27 : f32
            nvvm.wgmma.wait.group.sync.aligned 0
            %161 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
            %162 = arith.cmpi sge, %161, %c0_i32 : i32
            scf.if %162 {
              %989 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
              %990 = arith.remsi %989, %c2_i32 : i32
              %991 = arith.addi %990, %c3_i32 : i32
              nvvm.barrier.arrive id = %991 number_of_threads = %c384_i32
              cute.memref.store(%rmem_67, %coord_62, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
            }
            %163 = arith.addi %158, %c1_i32 : i32
            nvvm.barrier id = %163 number_of_threads = %c256_i32
            %164 = arith.muli %158, %c4_i32 : i32
            %165 = arith.addi %111, %164 : i32
            %166 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%165 : i32) -> f32
            %167 = arith.mulf %166, %160 : f32
            %168 = arith.mulf %103, %167 : f32
            nvvm.wgmma.fence.aligned
            %169 = cute_nvgpu.atom.set_value<accum_c>(%arg35, %false) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_69 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
            %slice = cute.slice(%frg_A, %coord_69) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,0)">
            %coord_70 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_71 = cute.slice(%frg_B, %coord_70) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%169, %frg_C, %slice, %slice_71, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %170 = cute_nvgpu.atom.set_value<accum_c>(%169, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_72 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
            %slice_73 = cute.slice(%frg_A, %coord_72) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,1)">
            %coord_74 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_75 = cute.slice(%frg_B, %coord_74) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%170, %frg_C, %slice_73, %slice_75, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %171 = cute_nvgpu.atom.set_value<accum_c>(%170, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_76 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
            %slice_77 = cute.slice(%frg_A, %coord_76) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,2)">
            %coord_78 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_79 = cute.slice(%frg_B, %coord_78) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%171, %frg_C, %slice_77, %slice_79, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %172 = cute_nvgpu.atom.set_value<accum_c>(%171, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_80 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
            %slice_81 = cute.slice(%frg_A, %coord_80) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,3)">
            %coord_82 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_83 = cute.slice(%frg_B, %coord_82) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%172, %frg_C, %slice_81, %slice_83, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %173 = cute_nvgpu.atom.set_value<accum_c>(%172, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_84 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
            %slice_85 = cute.slice(%frg_A, %coord_84) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,4)">
            %coord_86 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,4,?)">
            %slice_87 = cute.slice(%frg_B, %coord_86) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,4,?)">
            cute.gemm(%173, %frg_C, %slice_85, %slice_87, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %174 = cute_nvgpu.atom.set_value<accum_c>(%173, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_88 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
            %slice_89 = cute.slice(%frg_A, %coord_88) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,5)">
            %coord_90 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,5,?)">
            %slice_91 = cute.slice(%frg_B, %coord_90) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,5,?)">
            cute.gemm(%174, %frg_C, %slice_89, %slice_91, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %175 = cute_nvgpu.atom.set_value<accum_c>(%174, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_92 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
            %slice_93 = cute.slice(%frg_A, %coord_92) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,6)">
            %coord_94 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,6,?)">
            %slice_95 = cute.slice(%frg_B, %coord_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,6,?)">
            cute.gemm(%175, %frg_C, %slice_93, %slice_95, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %176 = cute_nvgpu.atom.set_value<accum_c>(%175, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_96 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
            %slice_97 = cute.slice(%frg_A, %coord_96) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,7)">
            %coord_98 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,7,?)">
            %slice_99 = cute.slice(%frg_B, %coord_98) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,7,?)">
            cute.gemm(%176, %frg_C, %slice_97, %slice_99, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %177 = cute_nvgpu.atom.set_value<accum_c>(%176, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_100 = cute.make_coord() : () -> !cute.coord<"(_,_,8)">
            %slice_101 = cute.slice(%frg_A, %coord_100) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,8)">
            %coord_102 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,8,?)">
            %slice_103 = cute.slice(%frg_B, %coord_102) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,8,?)">
            cute.gemm(%177, %frg_C, %slice_101, %slice_103, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %178 = cute_nvgpu.atom.set_value<accum_c>(%177, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_104 = cute.make_coord() : () -> !cute.coord<"(_,_,9)">
            %slice_105 = cute.slice(%frg_A, %coord_104) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,9)">
            %coord_106 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,9,?)">
            %slice_107 = cute.slice(%frg_B, %coord_106) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,9,?)">
            cute.gemm(%178, %frg_C, %slice_105, %slice_107, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %179 = cute_nvgpu.atom.set_value<accum_c>(%178, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_108 = cute.make_coord() : () -> !cute.coord<"(_,_,10)">
            %slice_109 = cute.slice(%frg_A, %coord_108) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,10)">
            %coord_110 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,10,?)">
            %slice_111 = cute.slice(%frg_B, %coord_110) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,10,?)">
            cute.gemm(%179, %frg_C, %slice_109, %slice_111, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %180 = cute_nvgpu.atom.set_value<accum_c>(%179, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_112 = cute.make_coord() : () -> !cute.coord<"(_,_,11)">
            %slice_113 = cute.slice(%frg_A, %coord_112) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,11)">
            %coord_114 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,11,?)">
            %slice_115 = cute.slice(%frg_B, %coord_114) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,11,?)">
            cute.gemm(%180, %frg_C, %slice_113, %slice_115, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %181 = cute_nvgpu.atom.set_value<accum_c>(%180, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_116 = cute.make_coord() : () -> !cute.coord<"(_,_,12)">
            %slice_117 = cute.slice(%frg_A, %coord_116) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,12)">
            %coord_118 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,12,?)">
            %slice_119 = cute.slice(%frg_B, %coord_118) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,12,?)">
            cute.gemm(%181, %frg_C, %slice_117, %slice_119, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %182 = cute_nvgpu.atom.set_value<accum_c>(%181, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_120 = cute.make_coord() : () -> !cute.coord<"(_,_,13)">
            %slice_121 = cute.slice(%frg_A, %coord_120) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,13)">
            %coord_122 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,13,?)">
            %slice_123 = cute.slice(%frg_B, %coord_122) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,13,?)">
            cute.gemm(%182, %frg_C, %slice_121, %slice_123, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %183 = cute_nvgpu.atom.set_value<accum_c>(%182, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_124 = cute.make_coord() : () -> !cute.coord<"(_,_,14)">
            %slice_125 = cute.slice(%frg_A, %coord_124) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,14)">
            %coord_126 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,14,?)">
            %slice_127 = cute.slice(%frg_B, %coord_126) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,14,?)">
            cute.gemm(%183, %frg_C, %slice_125, %slice_127, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %184 = cute_nvgpu.atom.set_value<accum_c>(%183, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_128 = cute.make_coord() : () -> !cute.coord<"(_,_,15)">
            %slice_129 = cute.slice(%frg_A, %coord_128) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,15)">
            %coord_130 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,15,?)">
            %slice_131 = cute.slice(%frg_B, %coord_130) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,15,?)">
            cute.gemm(%184, %frg_C, %slice_129, %slice_131, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %185 = cute_nvgpu.atom.set_value<accum_c>(%184, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_132 = cute.make_coord() : () -> !cute.coord<"(_,_,16)">
            %slice_133 = cute.slice(%frg_A, %coord_132) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,16)">
            %coord_134 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,16,?)">
            %slice_135 = cute.slice(%frg_B, %coord_134) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,16,?)">
            cute.gemm(%185, %frg_C, %slice_133, %slice_135, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %186 = cute_nvgpu.atom.set_value<accum_c>(%185, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_136 = cute.make_coord() : () -> !cute.coord<"(_,_,17)">
            %slice_137 = cute.slice(%frg_A, %coord_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,17)">
            %coord_138 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,17,?)">
            %slice_139 = cute.slice(%frg_B, %coord_138) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,17,?)">
            cute.gemm(%186, %frg_C, %slice_137, %slice_139, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %187 = cute_nvgpu.atom.set_value<accum_c>(%186, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_140 = cute.make_coord() : () -> !cute.coord<"(_,_,18)">
            %slice_141 = cute.slice(%frg_A, %coord_140) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,18)">
            %coord_142 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,18,?)">
            %slice_143 = cute.slice(%frg_B, %coord_142) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,18,?)">
            cute.gemm(%187, %frg_C, %slice_141, %slice_143, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %188 = cute_nvgpu.atom.set_value<accum_c>(%187, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_144 = cute.make_coord() : () -> !cute.coord<"(_,_,19)">
            %slice_145 = cute.slice(%frg_A, %coord_144) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,19)">
            %coord_146 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,19,?)">
            %slice_147 = cute.slice(%frg_B, %coord_146) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,19,?)">
            cute.gemm(%188, %frg_C, %slice_145, %slice_147, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %189 = cute_nvgpu.atom.set_value<accum_c>(%188, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_148 = cute.make_coord() : () -> !cute.coord<"(_,_,20)">
            %slice_149 = cute.slice(%frg_A, %coord_148) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,20)">
            %coord_150 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,20,?)">
            %slice_151 = cute.slice(%frg_B, %coord_150) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,20,?)">
            cute.gemm(%189, %frg_C, %slice_149, %slice_151, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %190 = cute_nvgpu.atom.set_value<accum_c>(%189, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_152 = cute.make_coord() : () -> !cute.coord<"(_,_,21)">
            %slice_153 = cute.slice(%frg_A, %coord_152) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,21)">
            %coord_154 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,21,?)">
            %slice_155 = cute.slice(%frg_B, %coord_154) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,21,?)">
            cute.gemm(%190, %frg_C, %slice_153, %slice_155, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %191 = cute_nvgpu.atom.set_value<accum_c>(%190, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_156 = cute.make_coord() : () -> !cute.coord<"(_,_,22)">
            %slice_157 = cute.slice(%frg_A, %coord_156) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,22)">
            %coord_158 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,22,?)">
            %slice_159 = cute.slice(%frg_B, %coord_158) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,22,?)">
            cute.gemm(%191, %frg_C, %slice_157, %slice_159, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %192 = cute_nvgpu.atom.set_value<accum_c>(%191, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_160 = cute.make_coord() : () -> !cute.coord<"(_,_,23)">
            %slice_161 = cute.slice(%frg_A, %coord_160) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,23)">
            %coord_162 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,23,?)">
            %slice_163 = cute.slice(%frg_B, %coord_162) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,23,?)">
            cute.gemm(%192, %frg_C, %slice_161, %slice_163, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %193 = cute_nvgpu.atom.set_value<accum_c>(%192, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_164 = cute.make_coord() : () -> !cute.coord<"(_,_,24)">
            %slice_165 = cute.slice(%frg_A, %coord_164) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,24)">
            %coord_166 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,24,?)">
            %slice_167 = cute.slice(%frg_B, %coord_166) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,24,?)">
            cute.gemm(%193, %frg_C, %slice_165, %slice_167, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %194 = cute_nvgpu.atom.set_value<accum_c>(%193, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_168 = cute.make_coord() : () -> !cute.coord<"(_,_,25)">
            %slice_169 = cute.slice(%frg_A, %coord_168) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,25)">
            %coord_170 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,25,?)">
            %slice_171 = cute.slice(%frg_B, %coord_170) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,25,?)">
            cute.gemm(%194, %frg_C, %slice_169, %slice_171, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %195 = cute_nvgpu.atom.set_value<accum_c>(%194, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_172 = cute.make_coord() : () -> !cute.coord<"(_,_,26)">
            %slice_173 = cute.slice(%frg_A, %coord_172) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,26)">
            %coord_174 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,26,?)">
            %slice_175 = cute.slice(%frg_B, %coord_174) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,26,?)">
            cute.gemm(%195, %frg_C, %slice_173, %slice_175, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %196 = cute_nvgpu.atom.set_value<accum_c>(%195, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_176 = cute.make_coord() : () -> !cute.coord<"(_,_,27)">
            %slice_177 = cute.slice(%frg_A, %coord_176) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,27)">
            %coord_178 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,27,?)">
            %slice_179 = cute.slice(%frg_B, %coord_178) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,27,?)">
            cute.gemm(%196, %frg_C, %slice_177, %slice_179, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %197 = cute_nvgpu.atom.set_value<accum_c>(%196, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_180 = cute.make_coord() : () -> !cute.coord<"(_,_,28)">
            %slice_181 = cute.slice(%frg_A, %coord_180) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,28)">
            %coord_182 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,28,?)">
            %slice_183 = cute.slice(%frg_B, %coord_182) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,28,?)">
            cute.gemm(%197, %frg_C, %slice_181, %slice_183, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %198 = cute_nvgpu.atom.set_value<accum_c>(%197, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_184 = cute.make_coord() : () -> !cute.coord<"(_,_,29)">
            %slice_185 = cute.slice(%frg_A, %coord_184) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,29)">
            %coord_186 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,29,?)">
            %slice_187 = cute.slice(%frg_B, %coord_186) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,29,?)">
            cute.gemm(%198, %frg_C, %slice_185, %slice_187, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %199 = cute_nvgpu.atom.set_value<accum_c>(%198, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_188 = cute.make_coord() : () -> !cute.coord<"(_,_,30)">
            %slice_189 = cute.slice(%frg_A, %coord_188) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,30)">
            %coord_190 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,30,?)">
            %slice_191 = cute.slice(%frg_B, %coord_190) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,30,?)">
            cute.gemm(%199, %frg_C, %slice_189, %slice_191, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %200 = cute_nvgpu.atom.set_value<accum_c>(%199, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_192 = cute.make_coord() : () -> !cute.coord<"(_,_,31)">
            %slice_193 = cute.slice(%frg_A, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,31)">
            %coord_194 = cute.make_coord(%158) : (i32) -> !cute.coord<"(_,_,31,?)">
            %slice_195 = cute.slice(%frg_B, %coord_194) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,31,?)">
            cute.gemm(%200, %frg_C, %slice_193, %slice_195, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            %201 = arith.cmpi sge, %arg34, %c1_i32 : i32
            scf.if %201 {
              %989 = arith.subi %arg34, %c1_i32 : i32
              %990 = arith.remsi %989, %c2_i32 : i32
              %991 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
              %992 = arith.cmpf oeq, %991, %cst_2 : f32
              %993 = arith.addi %990, %c7_i32 : i32
              nvvm.barrier id = %993 number_of_threads = %c256_i32
              %994 = arith.muli %990, %c64_i32 : i32
              %995 = arith.addi %994, %118 : i32
              %996 = arith.muli %995, %c4_i32 : i32
              %997 = arith.addi %108, %996 : i32
              %998 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%997 : i32) -> f32
              %999 = arith.addi %994, %119 : i32
              %1000 = arith.muli %999, %c4_i32 : i32
              %1001 = arith.addi %108, %1000 : i32
              %1002 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1001 : i32) -> f32
              %1003 = arith.addi %109, %996 : i32
              %1004 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1003 : i32) -> f32
              cute.memref.store(%rmem, %coord_62, %1004) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
              %1005 = arith.addi %109, %1000 : i32
              %1006 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1005 : i32) -> f32
              cute.memref.store(%rmem, %coord_63, %1006) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
              %1007 = arith.muli %990, %c4_i32 : i32
              %1008 = arith.addi %110, %1007 : i32
              %1009 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1008 : i32) -> f32
              nvvm.wgmma.wait.group.sync.aligned 1
              %1010 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
              %1011 = arith.cmpi sge, %1010, %c0_i32 : i32
              scf.if %1011 {
                %1277 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
                %1278 = arith.remsi %1277, %c2_i32 : i32
                %1279 = arith.addi %1278, %c3_i32 : i32
                nvvm.barrier.arrive id = %1279 number_of_threads = %c384_i32
                cute.memref.store(%rmem_67, %coord_62, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
              }
              %1012 = cute.memref.load(%rmem, %coord_66) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
              %1013 = arith.divf %1012, %1009 : f32
              %1014 = arith.select %992, %cst_4, %1013 : f32
              cute.memref.store(%rmem, %coord_66, %1009) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
              %1015 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
              %1016 = arith.mulf %1015, %998 : f32
              cute.memref.store(%rmem, %coord_64, %1016) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
              %1017 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
              %1018 = arith.mulf %1017, %1002 : f32
              cute.memref.store(%rmem, %coord_65, %1018) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
              %1019 = arith.mulf %998, %1014 : f32
              %1020 = arith.mulf %1002, %1014 : f32
              %1021 = cute.memref.load(%frg_C_61, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %1022 = arith.mulf %1021, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_62, %1022) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
              %1023 = cute.memref.load(%frg_C_61, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %1024 = arith.mulf %1023, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_63, %1024) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
              %1025 = cute.memref.load(%frg_C_61, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %1026 = arith.mulf %1025, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_64, %1026) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
              %1027 = cute.memref.load(%frg_C_61, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %1028 = arith.mulf %1027, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_65, %1028) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
              %1029 = cute.memref.load(%frg_C_61, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %1030 = arith.mulf %1029, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_66, %1030) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
              %coord_327 = cute.make_coord() : () -> !cute.coord<"5">
              %1031 = cute.memref.load(%frg_C_61, %coord_327) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %1032 = arith.mulf %1031, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_327, %1032) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
              %coord_328 = cute.make_coord() : () -> !cute.coord<"6">
              %1033 = cute.memref.load(%frg_C_61, %coord_328) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %1034 = arith.mulf %1033, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_328, %1034) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
              %coord_329 = cute.make_coord() : () -> !cute.coord<"7">
              %1035 = cute.memref.load(%frg_C_61, %coord_329) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %1036 = arith.mulf %1035, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_329, %1036) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
              %coord_330 = cute.make_coord() : () -> !cute.coord<"8">
              %1037 = cute.memref.load(%frg_C_61, %coord_330) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %1038 = arith.mulf %1037, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_330, %1038) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
              %coord_331 = cute.make_coord() : () -> !cute.coord<"9">
              %1039 = cute.memref.load(%frg_C_61, %coord_331) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %1040 = arith.mulf %1039, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_331, %1040) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
              %coord_332 = cute.make_coord() : () -> !cute.coord<"10">
              %1041 = cute.memref.load(%frg_C_61, %coord_332) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %1042 = arith.mulf %1041, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_332, %1042) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
              %coord_333 = cute.make_coord() : () -> !cute.coord<"11">
              %1043 = cute.memref.load(%frg_C_61, %coord_333) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %1044 = arith.mulf %1043, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_333, %1044) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
              %coord_334 = cute.make_coord() : () -> !cute.coord<"12">
              %1045 = cute.memref.load(%frg_C_61, %coord_334) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %1046 = arith.mulf %1045, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_334, %1046) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
              %coord_335 = cute.make_coord() : () -> !cute.coord<"13">
              %1047 = cute.memref.load(%frg_C_61, %coord_335) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %1048 = arith.mulf %1047, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_335, %1048) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
              %coord_336 = cute.make_coord() : () -> !cute.coord<"14">
              %1049 = cute.memref.load(%frg_C_61, %coord_336) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %1050 = arith.mulf %1049, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_336, %1050) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
              %coord_337 = cute.make_coord() : () -> !cute.coord<"15">
              %1051 = cute.memref.load(%frg_C_61, %coord_337) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %1052 = arith.mulf %1051, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_337, %1052) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
              %coord_338 = cute.make_coord() : () -> !cute.coord<"16">
              %1053 = cute.memref.load(%frg_C_61, %coord_338) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %1054 = arith.mulf %1053, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_338, %1054) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
              %coord_339 = cute.make_coord() : () -> !cute.coord<"17">
              %1055 = cute.memref.load(%frg_C_61, %coord_339) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %1056 = arith.mulf %1055, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_339, %1056) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
              %coord_340 = cute.make_coord() : () -> !cute.coord<"18">
              %1057 = cute.memref.load(%frg_C_61, %coord_340) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %1058 = arith.mulf %1057, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_340, %1058) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
              %coord_341 = cute.make_coord() : () -> !cute.coord<"19">
              %1059 = cute.memref.load(%frg_C_61, %coord_341) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %1060 = arith.mulf %1059, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_341, %1060) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
              %coord_342 = cute.make_coord() : () -> !cute.coord<"20">
              %1061 = cute.memref.load(%frg_C_61, %coord_342) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %1062 = arith.mulf %1061, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_342, %1062) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
              %coord_343 = cute.make_coord() : () -> !cute.coord<"21">
              %1063 = cute.memref.load(%frg_C_61, %coord_343) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %1064 = arith.mulf %1063, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_343, %1064) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
              %coord_344 = cute.make_coord() : () -> !cute.coord<"22">
              %1065 = cute.memref.load(%frg_C_61, %coord_344) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %1066 = arith.mulf %1065, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_344, %1066) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
              %coord_345 = cute.make_coord() : () -> !cute.coord<"23">
              %1067 = cute.memref.load(%frg_C_61, %coord_345) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %1068 = arith.mulf %1067, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_345, %1068) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
              %coord_346 = cute.make_coord() : () -> !cute.coord<"24">
              %1069 = cute.memref.load(%frg_C_61, %coord_346) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %1070 = arith.mulf %1069, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_346, %1070) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
              %coord_347 = cute.make_coord() : () -> !cute.coord<"25">
              %1071 = cute.memref.load(%frg_C_61, %coord_347) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %1072 = arith.mulf %1071, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_347, %1072) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
              %coord_348 = cute.make_coord() : () -> !cute.coord<"26">
              %1073 = cute.memref.load(%frg_C_61, %coord_348) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %1074 = arith.mulf %1073, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_348, %1074) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
              %coord_349 = cute.make_coord() : () -> !cute.coord<"27">
              %1075 = cute.memref.load(%frg_C_61, %coord_349) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %1076 = arith.mulf %1075, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_349, %1076) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
              %coord_350 = cute.make_coord() : () -> !cute.coord<"28">
              %1077 = cute.memref.load(%frg_C_61, %coord_350) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %1078 = arith.mulf %1077, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_350, %1078) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
              %coord_351 = cute.make_coord() : () -> !cute.coord<"29">
              %1079 = cute.memref.load(%frg_C_61, %coord_351) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %1080 = arith.mulf %1079, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_351, %1080) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
              %coord_352 = cute.make_coord() : () -> !cute.coord<"30">
              %1081 = cute.memref.load(%frg_C_61, %coord_352) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %1082 = arith.mulf %1081, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_352, %1082) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
              %coord_353 = cute.make_coord() : () -> !cute.coord<"31">
              %1083 = cute.memref.load(%frg_C_61, %coord_353) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %1084 = arith.mulf %1083, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_353, %1084) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
              %coord_354 = cute.make_coord() : () -> !cute.coord<"32">
              %1085 = cute.memref.load(%frg_C_61, %coord_354) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %1086 = arith.mulf %1085, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_354, %1086) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
              %coord_355 = cute.make_coord() : () -> !cute.coord<"33">
              %1087 = cute.memref.load(%frg_C_61, %coord_355) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %1088 = arith.mulf %1087, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_355, %1088) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
              %coord_356 = cute.make_coord() : () -> !cute.coord<"34">
              %1089 = cute.memref.load(%frg_C_61, %coord_356) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %1090 = arith.mulf %1089, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_356, %1090) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
              %coord_357 = cute.make_coord() : () -> !cute.coord<"35">
              %1091 = cute.memref.load(%frg_C_61, %coord_357) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %1092 = arith.mulf %1091, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_357, %1092) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
              %coord_358 = cute.make_coord() : () -> !cute.coord<"36">
              %1093 = cute.memref.load(%frg_C_61, %coord_358) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %1094 = arith.mulf %1093, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_358, %1094) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
              %coord_359 = cute.make_coord() : () -> !cute.coord<"37">
              %1095 = cute.memref.load(%frg_C_61, %coord_359) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %1096 = arith.mulf %1095, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_359, %1096) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
              %coord_360 = cute.make_coord() : () -> !cute.coord<"38">
              %1097 = cute.memref.load(%frg_C_61, %coord_360) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %1098 = arith.mulf %1097, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_360, %1098) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
              %coord_361 = cute.make_coord() : () -> !cute.coord<"39">
              %1099 = cute.memref.load(%frg_C_61, %coord_361) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %1100 = arith.mulf %1099, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_361, %1100) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
              %coord_362 = cute.make_coord() : () -> !cute.coord<"40">
              %1101 = cute.memref.load(%frg_C_61, %coord_362) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %1102 = arith.mulf %1101, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_362, %1102) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
              %coord_363 = cute.make_coord() : () -> !cute.coord<"41">
              %1103 = cute.memref.load(%frg_C_61, %coord_363) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %1104 = arith.mulf %1103, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_363, %1104) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
              %coord_364 = cute.make_coord() : () -> !cute.coord<"42">
              %1105 = cute.memref.load(%frg_C_61, %coord_364) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %1106 = arith.mulf %1105, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_364, %1106) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
              %coord_365 = cute.make_coord() : () -> !cute.coord<"43">
              %1107 = cute.memref.load(%frg_C_61, %coord_365) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %1108 = arith.mulf %1107, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_365, %1108) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
              %coord_366 = cute.make_coord() : () -> !cute.coord<"44">
              %1109 = cute.memref.load(%frg_C_61, %coord_366) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %1110 = arith.mulf %1109, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_366, %1110) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
              %coord_367 = cute.make_coord() : () -> !cute.coord<"45">
              %1111 = cute.memref.load(%frg_C_61, %coord_367) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %1112 = arith.mulf %1111, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_367, %1112) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
              %coord_368 = cute.make_coord() : () -> !cute.coord<"46">
              %1113 = cute.memref.load(%frg_C_61, %coord_368) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %1114 = arith.mulf %1113, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_368, %1114) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
              %coord_369 = cute.make_coord() : () -> !cute.coord<"47">
              %1115 = cute.memref.load(%frg_C_61, %coord_369) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %1116 = arith.mulf %1115, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_369, %1116) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
              %coord_370 = cute.make_coord() : () -> !cute.coord<"48">
              %1117 = cute.memref.load(%frg_C_61, %coord_370) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %1118 = arith.mulf %1117, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_370, %1118) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
              %coord_371 = cute.make_coord() : () -> !cute.coord<"49">
              %1119 = cute.memref.load(%frg_C_61, %coord_371) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %1120 = arith.mulf %1119, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_371, %1120) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
              %coord_372 = cute.make_coord() : () -> !cute.coord<"50">
              %1121 = cute.memref.load(%frg_C_61, %coord_372) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %1122 = arith.mulf %1121, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_372, %1122) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
              %coord_373 = cute.make_coord() : () -> !cute.coord<"51">
              %1123 = cute.memref.load(%frg_C_61, %coord_373) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %1124 = arith.mulf %1123, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_373, %1124) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
              %coord_374 = cute.make_coord() : () -> !cute.coord<"52">
              %1125 = cute.memref.load(%frg_C_61, %coord_374) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %1126 = arith.mulf %1125, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_374, %1126) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
              %coord_375 = cute.make_coord() : () -> !cute.coord<"53">
              %1127 = cute.memref.load(%frg_C_61, %coord_375) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %1128 = arith.mulf %1127, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_375, %1128) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
              %coord_376 = cute.make_coord() : () -> !cute.coord<"54">
              %1129 = cute.memref.load(%frg_C_61, %coord_376) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %1130 = arith.mulf %1129, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_376, %1130) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
              %coord_377 = cute.make_coord() : () -> !cute.coord<"55">
              %1131 = cute.memref.load(%frg_C_61, %coord_377) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %1132 = arith.mulf %1131, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_377, %1132) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
              %coord_378 = cute.make_coord() : () -> !cute.coord<"56">
              %1133 = cute.memref.load(%frg_C_61, %coord_378) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %1134 = arith.mulf %1133, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_378, %1134) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
              %coord_379 = cute.make_coord() : () -> !cute.coord<"57">
              %1135 = cute.memref.load(%frg_C_61, %coord_379) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %1136 = arith.mulf %1135, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_379, %1136) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
              %coord_380 = cute.make_coord() : () -> !cute.coord<"58">
              %1137 = cute.memref.load(%frg_C_61, %coord_380) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %1138 = arith.mulf %1137, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_380, %1138) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
              %coord_381 = cute.make_coord() : () -> !cute.coord<"59">
              %1139 = cute.memref.load(%frg_C_61, %coord_381) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %1140 = arith.mulf %1139, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_381, %1140) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
              %coord_382 = cute.make_coord() : () -> !cute.coord<"60">
              %1141 = cute.memref.load(%frg_C_61, %coord_382) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %1142 = arith.mulf %1141, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_382, %1142) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
              %coord_383 = cute.make_coord() : () -> !cute.coord<"61">
              %1143 = cute.memref.load(%frg_C_61, %coord_383) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %1144 = arith.mulf %1143, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_383, %1144) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
              %coord_384 = cute.make_coord() : () -> !cute.coord<"62">
              %1145 = cute.memref.load(%frg_C_61, %coord_384) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %1146 = arith.mulf %1145, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_384, %1146) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
              %coord_385 = cute.make_coord() : () -> !cute.coord<"63">
              %1147 = cute.memref.load(%frg_C_61, %coord_385) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %1148 = arith.mulf %1147, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_385, %1148) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
              %coord_386 = cute.make_coord() : () -> !cute.coord<"64">
              %1149 = cute.memref.load(%frg_C_61, %coord_386) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %1150 = arith.mulf %1149, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_386, %1150) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
              %coord_387 = cute.make_coord() : () -> !cute.coord<"65">
              %1151 = cute.memref.load(%frg_C_61, %coord_387) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %1152 = arith.mulf %1151, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_387, %1152) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
              %coord_388 = cute.make_coord() : () -> !cute.coord<"66">
              %1153 = cute.memref.load(%frg_C_61, %coord_388) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %1154 = arith.mulf %1153, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_388, %1154) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
              %coord_389 = cute.make_coord() : () -> !cute.coord<"67">
              %1155 = cute.memref.load(%frg_C_61, %coord_389) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %1156 = arith.mulf %1155, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_389, %1156) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
              %coord_390 = cute.make_coord() : () -> !cute.coord<"68">
              %1157 = cute.memref.load(%frg_C_61, %coord_390) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %1158 = arith.mulf %1157, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_390, %1158) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
              %coord_391 = cute.make_coord() : () -> !cute.coord<"69">
              %1159 = cute.memref.load(%frg_C_61, %coord_391) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %1160 = arith.mulf %1159, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_391, %1160) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
              %coord_392 = cute.make_coord() : () -> !cute.coord<"70">
              %1161 = cute.memref.load(%frg_C_61, %coord_392) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %1162 = arith.mulf %1161, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_392, %1162) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
              %coord_393 = cute.make_coord() : () -> !cute.coord<"71">
              %1163 = cute.memref.load(%frg_C_61, %coord_393) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %1164 = arith.mulf %1163, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_393, %1164) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
              %coord_394 = cute.make_coord() : () -> !cute.coord<"72">
              %1165 = cute.memref.load(%frg_C_61, %coord_394) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %1166 = arith.mulf %1165, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_394, %1166) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
              %coord_395 = cute.make_coord() : () -> !cute.coord<"73">
              %1167 = cute.memref.load(%frg_C_61, %coord_395) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %1168 = arith.mulf %1167, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_395, %1168) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
              %coord_396 = cute.make_coord() : () -> !cute.coord<"74">
              %1169 = cute.memref.load(%frg_C_61, %coord_396) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %1170 = arith.mulf %1169, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_396, %1170) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
              %coord_397 = cute.make_coord() : () -> !cute.coord<"75">
              %1171 = cute.memref.load(%frg_C_61, %coord_397) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %1172 = arith.mulf %1171, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_397, %1172) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
              %coord_398 = cute.make_coord() : () -> !cute.coord<"76">
              %1173 = cute.memref.load(%frg_C_61, %coord_398) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %1174 = arith.mulf %1173, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_398, %1174) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
              %coord_399 = cute.make_coord() : () -> !cute.coord<"77">
              %1175 = cute.memref.load(%frg_C_61, %coord_399) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %1176 = arith.mulf %1175, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_399, %1176) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
              %coord_400 = cute.make_coord() : () -> !cute.coord<"78">
              %1177 = cute.memref.load(%frg_C_61, %coord_400) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %1178 = arith.mulf %1177, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_400, %1178) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
              %coord_401 = cute.make_coord() : () -> !cute.coord<"79">
              %1179 = cute.memref.load(%frg_C_61, %coord_401) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %1180 = arith.mulf %1179, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_401, %1180) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
              %coord_402 = cute.make_coord() : () -> !cute.coord<"80">
              %1181 = cute.memref.load(%frg_C_61, %coord_402) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %1182 = arith.mulf %1181, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_402, %1182) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
              %coord_403 = cute.make_coord() : () -> !cute.coord<"81">
              %1183 = cute.memref.load(%frg_C_61, %coord_403) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %1184 = arith.mulf %1183, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_403, %1184) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
              %coord_404 = cute.make_coord() : () -> !cute.coord<"82">
              %1185 = cute.memref.load(%frg_C_61, %coord_404) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %1186 = arith.mulf %1185, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_404, %1186) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
              %coord_405 = cute.make_coord() : () -> !cute.coord<"83">
              %1187 = cute.memref.load(%frg_C_61, %coord_405) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %1188 = arith.mulf %1187, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_405, %1188) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
              %coord_406 = cute.make_coord() : () -> !cute.coord<"84">
              %1189 = cute.memref.load(%frg_C_61, %coord_406) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %1190 = arith.mulf %1189, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_406, %1190) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
              %coord_407 = cute.make_coord() : () -> !cute.coord<"85">
              %1191 = cute.memref.load(%frg_C_61, %coord_407) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %1192 = arith.mulf %1191, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_407, %1192) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
              %coord_408 = cute.make_coord() : () -> !cute.coord<"86">
              %1193 = cute.memref.load(%frg_C_61, %coord_408) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %1194 = arith.mulf %1193, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_408, %1194) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
              %coord_409 = cute.make_coord() : () -> !cute.coord<"87">
              %1195 = cute.memref.load(%frg_C_61, %coord_409) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %1196 = arith.mulf %1195, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_409, %1196) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
              %coord_410 = cute.make_coord() : () -> !cute.coord<"88">
              %1197 = cute.memref.load(%frg_C_61, %coord_410) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %1198 = arith.mulf %1197, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_410, %1198) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
              %coord_411 = cute.make_coord() : () -> !cute.coord<"89">
              %1199 = cute.memref.load(%frg_C_61, %coord_411) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %1200 = arith.mulf %1199, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_411, %1200) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
              %coord_412 = cute.make_coord() : () -> !cute.coord<"90">
              %1201 = cute.memref.load(%frg_C_61, %coord_412) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %1202 = arith.mulf %1201, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_412, %1202) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
              %coord_413 = cute.make_coord() : () -> !cute.coord<"91">
              %1203 = cute.memref.load(%frg_C_61, %coord_413) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %1204 = arith.mulf %1203, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_413, %1204) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
              %coord_414 = cute.make_coord() : () -> !cute.coord<"92">
              %1205 = cute.memref.load(%frg_C_61, %coord_414) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %1206 = arith.mulf %1205, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_414, %1206) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
              %coord_415 = cute.make_coord() : () -> !cute.coord<"93">
              %1207 = cute.memref.load(%frg_C_61, %coord_415) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %1208 = arith.mulf %1207, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_415, %1208) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
              %coord_416 = cute.make_coord() : () -> !cute.coord<"94">
              %1209 = cute.memref.load(%frg_C_61, %coord_416) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %1210 = arith.mulf %1209, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_416, %1210) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
              %coord_417 = cute.make_coord() : () -> !cute.coord<"95">
              %1211 = cute.memref.load(%frg_C_61, %coord_417) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %1212 = arith.mulf %1211, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_417, %1212) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
              %coord_418 = cute.make_coord() : () -> !cute.coord<"96">
              %1213 = cute.memref.load(%frg_C_61, %coord_418) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %1214 = arith.mulf %1213, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_418, %1214) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
              %coord_419 = cute.make_coord() : () -> !cute.coord<"97">
              %1215 = cute.memref.load(%frg_C_61, %coord_419) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %1216 = arith.mulf %1215, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_419, %1216) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
              %coord_420 = cute.make_coord() : () -> !cute.coord<"98">
              %1217 = cute.memref.load(%frg_C_61, %coord_420) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %1218 = arith.mulf %1217, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_420, %1218) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
              %coord_421 = cute.make_coord() : () -> !cute.coord<"99">
              %1219 = cute.memref.load(%frg_C_61, %coord_421) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %1220 = arith.mulf %1219, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_421, %1220) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
              %coord_422 = cute.make_coord() : () -> !cute.coord<"100">
              %1221 = cute.memref.load(%frg_C_61, %coord_422) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %1222 = arith.mulf %1221, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_422, %1222) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
              %coord_423 = cute.make_coord() : () -> !cute.coord<"101">
              %1223 = cute.memref.load(%frg_C_61, %coord_423) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %1224 = arith.mulf %1223, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_423, %1224) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
              %coord_424 = cute.make_coord() : () -> !cute.coord<"102">
              %1225 = cute.memref.load(%frg_C_61, %coord_424) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %1226 = arith.mulf %1225, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_424, %1226) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
              %coord_425 = cute.make_coord() : () -> !cute.coord<"103">
              %1227 = cute.memref.load(%frg_C_61, %coord_425) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %1228 = arith.mulf %1227, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_425, %1228) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
              %coord_426 = cute.make_coord() : () -> !cute.coord<"104">
              %1229 = cute.memref.load(%frg_C_61, %coord_426) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %1230 = arith.mulf %1229, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_426, %1230) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
              %coord_427 = cute.make_coord() : () -> !cute.coord<"105">
              %1231 = cute.memref.load(%frg_C_61, %coord_427) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %1232 = arith.mulf %1231, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_427, %1232) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
              %coord_428 = cute.make_coord() : () -> !cute.coord<"106">
              %1233 = cute.memref.load(%frg_C_61, %coord_428) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %1234 = arith.mulf %1233, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_428, %1234) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
              %coord_429 = cute.make_coord() : () -> !cute.coord<"107">
              %1235 = cute.memref.load(%frg_C_61, %coord_429) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %1236 = arith.mulf %1235, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_429, %1236) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
              %coord_430 = cute.make_coord() : () -> !cute.coord<"108">
              %1237 = cute.memref.load(%frg_C_61, %coord_430) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %1238 = arith.mulf %1237, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_430, %1238) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
              %coord_431 = cute.make_coord() : () -> !cute.coord<"109">
              %1239 = cute.memref.load(%frg_C_61, %coord_431) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %1240 = arith.mulf %1239, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_431, %1240) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
              %coord_432 = cute.make_coord() : () -> !cute.coord<"110">
              %1241 = cute.memref.load(%frg_C_61, %coord_432) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %1242 = arith.mulf %1241, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_432, %1242) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
              %coord_433 = cute.make_coord() : () -> !cute.coord<"111">
              %1243 = cute.memref.load(%frg_C_61, %coord_433) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %1244 = arith.mulf %1243, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_433, %1244) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
              %coord_434 = cute.make_coord() : () -> !cute.coord<"112">
              %1245 = cute.memref.load(%frg_C_61, %coord_434) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %1246 = arith.mulf %1245, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_434, %1246) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
              %coord_435 = cute.make_coord() : () -> !cute.coord<"113">
              %1247 = cute.memref.load(%frg_C_61, %coord_435) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %1248 = arith.mulf %1247, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_435, %1248) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
              %coord_436 = cute.make_coord() : () -> !cute.coord<"114">
              %1249 = cute.memref.load(%frg_C_61, %coord_436) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %1250 = arith.mulf %1249, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_436, %1250) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
              %coord_437 = cute.make_coord() : () -> !cute.coord<"115">
              %1251 = cute.memref.load(%frg_C_61, %coord_437) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %1252 = arith.mulf %1251, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_437, %1252) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
              %coord_438 = cute.make_coord() : () -> !cute.coord<"116">
              %1253 = cute.memref.load(%frg_C_61, %coord_438) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %1254 = arith.mulf %1253, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_438, %1254) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
              %coord_439 = cute.make_coord() : () -> !cute.coord<"117">
              %1255 = cute.memref.load(%frg_C_61, %coord_439) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %1256 = arith.mulf %1255, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_439, %1256) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
              %coord_440 = cute.make_coord() : () -> !cute.coord<"118">
              %1257 = cute.memref.load(%frg_C_61, %coord_440) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %1258 = arith.mulf %1257, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_440, %1258) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
              %coord_441 = cute.make_coord() : () -> !cute.coord<"119">
              %1259 = cute.memref.load(%frg_C_61, %coord_441) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %1260 = arith.mulf %1259, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_441, %1260) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
              %coord_442 = cute.make_coord() : () -> !cute.coord<"120">
              %1261 = cute.memref.load(%frg_C_61, %coord_442) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %1262 = arith.mulf %1261, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_442, %1262) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
              %coord_443 = cute.make_coord() : () -> !cute.coord<"121">
              %1263 = cute.memref.load(%frg_C_61, %coord_443) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %1264 = arith.mulf %1263, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_443, %1264) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
              %coord_444 = cute.make_coord() : () -> !cute.coord<"122">
              %1265 = cute.memref.load(%frg_C_61, %coord_444) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %1266 = arith.mulf %1265, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_444, %1266) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
              %coord_445 = cute.make_coord() : () -> !cute.coord<"123">
              %1267 = cute.memref.load(%frg_C_61, %coord_445) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %1268 = arith.mulf %1267, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_445, %1268) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
              %coord_446 = cute.make_coord() : () -> !cute.coord<"124">
              %1269 = cute.memref.load(%frg_C_61, %coord_446) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %1270 = arith.mulf %1269, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_446, %1270) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
              %coord_447 = cute.make_coord() : () -> !cute.coord<"125">
              %1271 = cute.memref.load(%frg_C_61, %coord_447) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %1272 = arith.mulf %1271, %1019 : f32
              cute.memref.store(%frg_C_61, %coord_447, %1272) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
              %coord_448 = cute.make_coord() : () -> !cute.coord<"126">
              %1273 = cute.memref.load(%frg_C_61, %coord_448) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %1274 = arith.mulf %1273, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_448, %1274) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
              %coord_449 = cute.make_coord() : () -> !cute.coord<"127">
              %1275 = cute.memref.load(%frg_C_61, %coord_449) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %1276 = arith.mulf %1275, %1020 : f32
              cute.memref.store(%frg_C_61, %coord_449, %1276) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
              nvvm.wgmma.fence.aligned
              %coord_450 = cute.make_coord(%990) : (i32) -> !cute.coord<"(_,_,0,?)">
              %slice_451 = cute.slice(%frg_A_56, %coord_450) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,0,?)">
              %slice_452 = cute.slice(%frg_B_58, %coord_450) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
              cute.gemm(%115, %frg_C_61, %slice_451, %slice_452, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
              %coord_453 = cute.make_coord(%990) : (i32) -> !cute.coord<"(_,_,1,?)">
              %slice_454 = cute.slice(%frg_A_56, %coord_453) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,1,?)">
              %slice_455 = cute.slice(%frg_B_58, %coord_453) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
              cute.gemm(%115, %frg_C_61, %slice_454, %slice_455, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
              %coord_456 = cute.make_coord(%990) : (i32) -> !cute.coord<"(_,_,2,?)">
              %slice_457 = cute.slice(%frg_A_56, %coord_456) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,2,?)">
              %slice_458 = cute.slice(%frg_B_58, %coord_456) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
              cute.gemm(%115, %frg_C_61, %slice_457, %slice_458, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
              %coord_459 = cute.make_coord(%990) : (i32) -> !cute.coord<"(_,_,3,?)">
              %slice_460 = cute.slice(%frg_A_56, %coord_459) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,3,?)">
              %slice_461 = cute.slice(%frg_B_58, %coord_459) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
              cute.gemm(%115, %frg_C_61, %slice_460, %slice_461, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
              nvvm.wgmma.commit.group.sync.aligned
              cute.memref.store(%rmem_67, %coord_62, %989) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
              nvvm.wgmma.wait.group.sync.aligned 1
            } else {
              nvvm.wgmma.wait.group.sync.aligned 0
            }
            %202 = arith.muli %158, %c256_i32 : i32
            %203 = arith.addi %10, %202 : i32
            %204 = arith.remsi %105, %c4_i32 : i32
            %205 = arith.muli %204, %c8_i32 : i32
            %206 = arith.addi %203, %205 : i32
            %207 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%206 : i32) -> i32
            %208 = arith.cmpi ne, %207, %c0_i32 : i32
            %209 = cute.memref.load(%frg_C, %coord_62) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %210 = arith.mulf %209, %168 : f32
            %211 = arith.select %208, %210, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_62, %211) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
            %212 = nvvm.fmax %cst_2, %211
            %213 = arith.muli %204, %c2_i32 : i32
            %214 = arith.addi %213, %c1_i32 : i32
            %215 = arith.muli %214, %c4_i32 : i32
            %216 = arith.addi %203, %215 : i32
            %217 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%216 : i32) -> i32
            %218 = arith.cmpi ne, %217, %c0_i32 : i32
            %219 = cute.memref.load(%frg_C, %coord_63) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %220 = arith.mulf %219, %168 : f32
            %221 = arith.select %218, %220, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_63, %221) : (!memref_rmem_f32, !cute.coord<"1">, f32) -> ()
            %222 = nvvm.fmax %212, %221
            %223 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%206 : i32) -> i32
            %224 = arith.cmpi ne, %223, %c0_i32 : i32
            %225 = cute.memref.load(%frg_C, %coord_64) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %226 = arith.mulf %225, %168 : f32
            %227 = arith.select %224, %226, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_64, %227) : (!memref_rmem_f32, !cute.coord<"2">, f32) -> ()
            %228 = nvvm.fmax %cst_2, %227
            %229 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%216 : i32) -> i32
            %230 = arith.cmpi ne, %229, %c0_i32 : i32
            %231 = cute.memref.load(%frg_C, %coord_65) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %232 = arith.mulf %231, %168 : f32
            %233 = arith.select %230, %232, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_65, %233) : (!memref_rmem_f32, !cute.coord<"3">, f32) -> ()
            %234 = nvvm.fmax %228, %233
            %235 = arith.addi %213, %c8_i32 : i32
            %236 = arith.muli %235, %c4_i32 : i32
            %237 = arith.addi %203, %236 : i32
            %238 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%237 : i32) -> i32
            %239 = arith.cmpi ne, %238, %c0_i32 : i32
            %240 = cute.memref.load(%frg_C, %coord_66) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %241 = arith.mulf %240, %168 : f32
            %242 = arith.select %239, %241, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_66, %242) : (!memref_rmem_f32, !cute.coord<"4">, f32) -> ()
            %243 = nvvm.fmax %222, %242
            %244 = arith.addi %213, %c9_i32 : i32
            %245 = arith.muli %244, %c4_i32 : i32
            %246 = arith.addi %203, %245 : i32
            %247 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%246 : i32) -> i32
            %248 = arith.cmpi ne, %247, %c0_i32 : i32
            %coord_196 = cute.make_coord() : () -> !cute.coord<"5">
            %249 = cute.memref.load(%frg_C, %coord_196) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %250 = arith.mulf %249, %168 : f32
            %251 = arith.select %248, %250, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_196, %251) : (!memref_rmem_f32, !cute.coord<"5">, f32) -> ()
            %252 = nvvm.fmax %243, %251
            %253 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%237 : i32) -> i32
            %254 = arith.cmpi ne, %253, %c0_i32 : i32
            %coord_197 = cute.make_coord() : () -> !cute.coord<"6">
            %255 = cute.memref.load(%frg_C, %coord_197) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %256 = arith.mulf %255, %168 : f32
            %257 = arith.select %254, %256, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_197, %257) : (!memref_rmem_f32, !cute.coord<"6">, f32) -> ()
            %258 = nvvm.fmax %234, %257
            %259 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%246 : i32) -> i32
            %260 = arith.cmpi ne, %259, %c0_i32 : i32
            %coord_198 = cute.make_coord() : () -> !cute.coord<"7">
            %261 = cute.memref.load(%frg_C, %coord_198) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %262 = arith.mulf %261, %168 : f32
            %263 = arith.select %260, %262, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_198, %263) : (!memref_rmem_f32, !cute.coord<"7">, f32) -> ()
            %264 = nvvm.fmax %258, %263
            %265 = arith.addi %213, %c16_i32 : i32
            %266 = arith.muli %265, %c4_i32 : i32
            %267 = arith.addi %203, %266 : i32
            %268 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%267 : i32) -> i32
            %269 = arith.cmpi ne, %268, %c0_i32 : i32
            %coord_199 = cute.make_coord() : () -> !cute.coord<"8">
            %270 = cute.memref.load(%frg_C, %coord_199) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %271 = arith.mulf %270, %168 : f32
            %272 = arith.select %269, %271, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_199, %272) : (!memref_rmem_f32, !cute.coord<"8">, f32) -> ()
            %273 = nvvm.fmax %252, %272
            %274 = arith.addi %213, %c17_i32 : i32
            %275 = arith.muli %274, %c4_i32 : i32
            %276 = arith.addi %203, %275 : i32
            %277 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%276 : i32) -> i32
            %278 = arith.cmpi ne, %277, %c0_i32 : i32
            %coord_200 = cute.make_coord() : () -> !cute.coord<"9">
            %279 = cute.memref.load(%frg_C, %coord_200) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %280 = arith.mulf %279, %168 : f32
            %281 = arith.select %278, %280, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_200, %281) : (!memref_rmem_f32, !cute.coord<"9">, f32) -> ()
            %282 = nvvm.fmax %273, %281
            %283 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%267 : i32) -> i32
            %284 = arith.cmpi ne, %283, %c0_i32 : i32
            %coord_201 = cute.make_coord() : () -> !cute.coord<"10">
            %285 = cute.memref.load(%frg_C, %coord_201) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %286 = arith.mulf %285, %168 : f32
            %287 = arith.select %284, %286, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_201, %287) : (!memref_rmem_f32, !cute.coord<"10">, f32) -> ()
            %288 = nvvm.fmax %264, %287
            %289 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%276 : i32) -> i32
            %290 = arith.cmpi ne, %289, %c0_i32 : i32
            %coord_202 = cute.make_coord() : () -> !cute.coord<"11">
            %291 = cute.memref.load(%frg_C, %coord_202) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %292 = arith.mulf %291, %168 : f32
            %293 = arith.select %290, %292, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_202, %293) : (!memref_rmem_f32, !cute.coord<"11">, f32) -> ()
            %294 = nvvm.fmax %288, %293
            %295 = arith.addi %213, %c24_i32 : i32
            %296 = arith.muli %295, %c4_i32 : i32
            %297 = arith.addi %203, %296 : i32
            %298 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%297 : i32) -> i32
            %299 = arith.cmpi ne, %298, %c0_i32 : i32
            %coord_203 = cute.make_coord() : () -> !cute.coord<"12">
            %300 = cute.memref.load(%frg_C, %coord_203) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %301 = arith.mulf %300, %168 : f32
            %302 = arith.select %299, %301, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_203, %302) : (!memref_rmem_f32, !cute.coord<"12">, f32) -> ()
            %303 = nvvm.fmax %282, %302
            %304 = arith.addi %213, %c25_i32 : i32
            %305 = arith.muli %304, %c4_i32 : i32
            %306 = arith.addi %203, %305 : i32
            %307 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%306 : i32) -> i32
            %308 = arith.cmpi ne, %307, %c0_i32 : i32
            %coord_204 = cute.make_coord() : () -> !cute.coord<"13">
            %309 = cute.memref.load(%frg_C, %coord_204) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %310 = arith.mulf %309, %168 : f32
            %311 = arith.select %308, %310, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_204, %311) : (!memref_rmem_f32, !cute.coord<"13">, f32) -> ()
            %312 = nvvm.fmax %303, %311
            %313 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%297 : i32) -> i32
            %314 = arith.cmpi ne, %313, %c0_i32 : i32
            %coord_205 = cute.make_coord() : () -> !cute.coord<"14">
            %315 = cute.memref.load(%frg_C, %coord_205) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %316 = arith.mulf %315, %168 : f32
            %317 = arith.select %314, %316, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_205, %317) : (!memref_rmem_f32, !cute.coord<"14">, f32) -> ()
            %318 = nvvm.fmax %294, %317
            %319 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%306 : i32) -> i32
            %320 = arith.cmpi ne, %319, %c0_i32 : i32
            %coord_206 = cute.make_coord() : () -> !cute.coord<"15">
            %321 = cute.memref.load(%frg_C, %coord_206) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %322 = arith.mulf %321, %168 : f32
            %323 = arith.select %320, %322, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_206, %323) : (!memref_rmem_f32, !cute.coord<"15">, f32) -> ()
            %324 = nvvm.fmax %318, %323
            %325 = arith.addi %213, %c32_i32 : i32
            %326 = arith.muli %325, %c4_i32 : i32
            %327 = arith.addi %203, %326 : i32
            %328 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%327 : i32) -> i32
            %329 = arith.cmpi ne, %328, %c0_i32 : i32
            %coord_207 = cute.make_coord() : () -> !cute.coord<"16">
            %330 = cute.memref.load(%frg_C, %coord_207) : (!memref_rmem_f32, !cute.coord<"16">) -> f32
            %331 = arith.mulf %330, %168 : f32
            %332 = arith.select %329, %331, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_207, %332) : (!memref_rmem_f32, !cute.coord<"16">, f32) -> ()
            %333 = nvvm.fmax %312, %332
            %334 = arith.addi %213, %c33_i32 : i32
            %335 = arith.muli %334, %c4_i32 : i32
            %336 = arith.addi %203, %335 : i32
            %337 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%336 : i32) -> i32
            %338 = arith.cmpi ne, %337, %c0_i32 : i32
            %coord_208 = cute.make_coord() : () -> !cute.coord<"17">
            %339 = cute.memref.load(%frg_C, %coord_208) : (!memref_rmem_f32, !cute.coord<"17">) -> f32
            %340 = arith.mulf %339, %168 : f32
            %341 = arith.select %338, %340, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_208, %341) : (!memref_rmem_f32, !cute.coord<"17">, f32) -> ()
            %342 = nvvm.fmax %333, %341
            %343 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%327 : i32) -> i32
            %344 = arith.cmpi ne, %343, %c0_i32 : i32
            %coord_209 = cute.make_coord() : () -> !cute.coord<"18">
            %345 = cute.memref.load(%frg_C, %coord_209) : (!memref_rmem_f32, !cute.coord<"18">) -> f32
            %346 = arith.mulf %345, %168 : f32
            %347 = arith.select %344, %346, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_209, %347) : (!memref_rmem_f32, !cute.coord<"18">, f32) -> ()
            %348 = nvvm.fmax %324, %347
            %349 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%336 : i32) -> i32
            %350 = arith.cmpi ne, %349, %c0_i32 : i32
            %coord_210 = cute.make_coord() : () -> !cute.coord<"19">
            %351 = cute.memref.load(%frg_C, %coord_210) : (!memref_rmem_f32, !cute.coord<"19">) -> f32
            %352 = arith.mulf %351, %168 : f32
            %353 = arith.select %350, %352, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_210, %353) : (!memref_rmem_f32, !cute.coord<"19">, f32) -> ()
            %354 = nvvm.fmax %348, %353
            %355 = arith.addi %213, %c40_i32 : i32
            %356 = arith.muli %355, %c4_i32 : i32
            %357 = arith.addi %203, %356 : i32
            %358 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%357 : i32) -> i32
            %359 = arith.cmpi ne, %358, %c0_i32 : i32
            %coord_211 = cute.make_coord() : () -> !cute.coord<"20">
            %360 = cute.memref.load(%frg_C, %coord_211) : (!memref_rmem_f32, !cute.coord<"20">) -> f32
            %361 = arith.mulf %360, %168 : f32
            %362 = arith.select %359, %361, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_211, %362) : (!memref_rmem_f32, !cute.coord<"20">, f32) -> ()
            %363 = nvvm.fmax %342, %362
            %364 = arith.addi %213, %c41_i32 : i32
            %365 = arith.muli %364, %c4_i32 : i32
            %366 = arith.addi %203, %365 : i32
            %367 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%366 : i32) -> i32
            %368 = arith.cmpi ne, %367, %c0_i32 : i32
            %coord_212 = cute.make_coord() : () -> !cute.coord<"21">
            %369 = cute.memref.load(%frg_C, %coord_212) : (!memref_rmem_f32, !cute.coord<"21">) -> f32
            %370 = arith.mulf %369, %168 : f32
            %371 = arith.select %368, %370, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_212, %371) : (!memref_rmem_f32, !cute.coord<"21">, f32) -> ()
            %372 = nvvm.fmax %363, %371
            %373 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%357 : i32) -> i32
            %374 = arith.cmpi ne, %373, %c0_i32 : i32
            %coord_213 = cute.make_coord() : () -> !cute.coord<"22">
            %375 = cute.memref.load(%frg_C, %coord_213) : (!memref_rmem_f32, !cute.coord<"22">) -> f32
            %376 = arith.mulf %375, %168 : f32
            %377 = arith.select %374, %376, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_213, %377) : (!memref_rmem_f32, !cute.coord<"22">, f32) -> ()
            %378 = nvvm.fmax %354, %377
            %379 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%366 : i32) -> i32
            %380 = arith.cmpi ne, %379, %c0_i32 : i32
            %coord_214 = cute.make_coord() : () -> !cute.coord<"23">
            %381 = cute.memref.load(%frg_C, %coord_214) : (!memref_rmem_f32, !cute.coord<"23">) -> f32
            %382 = arith.mulf %381, %168 : f32
            %383 = arith.select %380, %382, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_214, %383) : (!memref_rmem_f32, !cute.coord<"23">, f32) -> ()
            %384 = nvvm.fmax %378, %383
            %385 = arith.addi %213, %c48_i32 : i32
            %386 = arith.muli %385, %c4_i32 : i32
            %387 = arith.addi %203, %386 : i32
            %388 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%387 : i32) -> i32
            %389 = arith.cmpi ne, %388, %c0_i32 : i32
            %coord_215 = cute.make_coord() : () -> !cute.coord<"24">
            %390 = cute.memref.load(%frg_C, %coord_215) : (!memref_rmem_f32, !cute.coord<"24">) -> f32
            %391 = arith.mulf %390, %168 : f32
            %392 = arith.select %389, %391, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_215, %392) : (!memref_rmem_f32, !cute.coord<"24">, f32) -> ()
            %393 = nvvm.fmax %372, %392
            %394 = arith.addi %213, %c49_i32 : i32
            %395 = arith.muli %394, %c4_i32 : i32
            %396 = arith.addi %203, %395 : i32
            %397 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%396 : i32) -> i32
            %398 = arith.cmpi ne, %397, %c0_i32 : i32
            %coord_216 = cute.make_coord() : () -> !cute.coord<"25">
            %399 = cute.memref.load(%frg_C, %coord_216) : (!memref_rmem_f32, !cute.coord<"25">) -> f32
            %400 = arith.mulf %399, %168 : f32
            %401 = arith.select %398, %400, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_216, %401) : (!memref_rmem_f32, !cute.coord<"25">, f32) -> ()
            %402 = nvvm.fmax %393, %401
            %403 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%387 : i32) -> i32
            %404 = arith.cmpi ne, %403, %c0_i32 : i32
            %coord_217 = cute.make_coord() : () -> !cute.coord<"26">
            %405 = cute.memref.load(%frg_C, %coord_217) : (!memref_rmem_f32, !cute.coord<"26">) -> f32
            %406 = arith.mulf %405, %168 : f32
            %407 = arith.select %404, %406, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_217, %407) : (!memref_rmem_f32, !cute.coord<"26">, f32) -> ()
            %408 = nvvm.fmax %384, %407
            %409 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%396 : i32) -> i32
            %410 = arith.cmpi ne, %409, %c0_i32 : i32
            %coord_218 = cute.make_coord() : () -> !cute.coord<"27">
            %411 = cute.memref.load(%frg_C, %coord_218) : (!memref_rmem_f32, !cute.coord<"27">) -> f32
            %412 = arith.mulf %411, %168 : f32
            %413 = arith.select %410, %412, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_218, %413) : (!memref_rmem_f32, !cute.coord<"27">, f32) -> ()
            %414 = nvvm.fmax %408, %413
            %415 = arith.addi %213, %c56_i32 : i32
            %416 = arith.muli %415, %c4_i32 : i32
            %417 = arith.addi %203, %416 : i32
            %418 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%417 : i32) -> i32
            %419 = arith.cmpi ne, %418, %c0_i32 : i32
            %coord_219 = cute.make_coord() : () -> !cute.coord<"28">
            %420 = cute.memref.load(%frg_C, %coord_219) : (!memref_rmem_f32, !cute.coord<"28">) -> f32
            %421 = arith.mulf %420, %168 : f32
            %422 = arith.select %419, %421, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_219, %422) : (!memref_rmem_f32, !cute.coord<"28">, f32) -> ()
            %423 = nvvm.fmax %402, %422
            %424 = arith.addi %213, %c57_i32 : i32
            %425 = arith.muli %424, %c4_i32 : i32
            %426 = arith.addi %203, %425 : i32
            %427 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%426 : i32) -> i32
            %428 = arith.cmpi ne, %427, %c0_i32 : i32
            %coord_220 = cute.make_coord() : () -> !cute.coord<"29">
            %429 = cute.memref.load(%frg_C, %coord_220) : (!memref_rmem_f32, !cute.coord<"29">) -> f32
            %430 = arith.mulf %429, %168 : f32
            %431 = arith.select %428, %430, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_220, %431) : (!memref_rmem_f32, !cute.coord<"29">, f32) -> ()
            %432 = nvvm.fmax %423, %431
            %433 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%417 : i32) -> i32
            %434 = arith.cmpi ne, %433, %c0_i32 : i32
            %coord_221 = cute.make_coord() : () -> !cute.coord<"30">
            %435 = cute.memref.load(%frg_C, %coord_221) : (!memref_rmem_f32, !cute.coord<"30">) -> f32
            %436 = arith.mulf %435, %168 : f32
            %437 = arith.select %434, %436, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_221, %437) : (!memref_rmem_f32, !cute.coord<"30">, f32) -> ()
            %438 = nvvm.fmax %414, %437
            %439 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%426 : i32) -> i32
            %440 = arith.cmpi ne, %439, %c0_i32 : i32
            %coord_222 = cute.make_coord() : () -> !cute.coord<"31">
            %441 = cute.memref.load(%frg_C, %coord_222) : (!memref_rmem_f32, !cute.coord<"31">) -> f32
            %442 = arith.mulf %441, %168 : f32
            %443 = arith.select %440, %442, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_222, %443) : (!memref_rmem_f32, !cute.coord<"31">, f32) -> ()
            %444 = nvvm.fmax %438, %443
            %445 = nvvm.shfl.sync bfly %c-1_i32, %432, %c1_i32, %c31_i32 : f32 -> f32
            %446 = nvvm.fmax %432, %445
            %447 = nvvm.shfl.sync bfly %c-1_i32, %444, %c1_i32, %c31_i32 : f32 -> f32
            %448 = nvvm.fmax %444, %447
            %449 = nvvm.shfl.sync bfly %c-1_i32, %446, %c2_i32, %c31_i32 : f32 -> f32
            %450 = nvvm.fmax %446, %449
            %451 = nvvm.shfl.sync bfly %c-1_i32, %448, %c2_i32, %c31_i32 : f32 -> f32
            %452 = nvvm.fmax %448, %451
            %453 = arith.cmpf oeq, %450, %cst_2 : f32
            %454 = cute.memref.load(%rmem, %coord_66) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %455 = arith.select %453, %454, %167 : f32
            %456 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %457 = nvvm.fmax %456, %450
            %458 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %459 = nvvm.fmax %458, %452
            %460 = arith.cmpf oeq, %457, %cst_2 : f32
            %461 = arith.select %460, %cst_3, %457 : f32
            %462 = arith.cmpf oeq, %459, %cst_2 : f32
            %463 = arith.select %462, %cst_3, %459 : f32
            %464 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %465 = arith.subf %464, %461 : f32
            %466 = math.exp2 %465 fastmath<fast> : f32
            %467 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %468 = arith.subf %467, %463 : f32
            %469 = math.exp2 %468 fastmath<fast> : f32
            %470 = arith.muli %158, %c8192_i32 : i32
            %471 = arith.addi %107, %470 : i32
            %472 = cute.memref.load(%frg_C, %coord_62) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %473 = arith.subf %472, %461 : f32
            %474 = math.exp2 %473 fastmath<fast> : f32
            %475 = cute.memref.load(%frg_C, %coord_63) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %476 = arith.subf %475, %461 : f32
            %477 = math.exp2 %476 fastmath<fast> : f32
            %478 = arith.addf %474, %cst_3 : f32
            %479 = arith.addf %478, %477 : f32
            %480 = arith.muli %118, %c128_i32 : i32
            %481 = arith.remsi %118, %c8_i32 : i32
            %482 = arith.muli %481, %c16_i32 : i32
            %483 = arith.addi %480, %482 : i32
            %484 = arith.addi %471, %483 : i32
            %485 = arith.muli %204, %c4_i32 : i32
            %486 = arith.addi %484, %485 : i32
            %487 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %474 : (f32) -> f32
            %488 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %477 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%486, %487, %488 : i32, f32, f32)
            %489 = cute.memref.load(%frg_C, %coord_64) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %490 = arith.subf %489, %463 : f32
            %491 = math.exp2 %490 fastmath<fast> : f32
            %492 = cute.memref.load(%frg_C, %coord_65) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %493 = arith.subf %492, %463 : f32
            %494 = math.exp2 %493 fastmath<fast> : f32
            %495 = arith.addf %491, %cst_3 : f32
            %496 = arith.addf %495, %494 : f32
            %497 = arith.muli %119, %c128_i32 : i32
            %498 = arith.remsi %119, %c8_i32 : i32
            %499 = arith.muli %498, %c16_i32 : i32
            %500 = arith.addi %497, %499 : i32
            %501 = arith.addi %471, %500 : i32
            %502 = arith.addi %501, %485 : i32
            %503 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %491 : (f32) -> f32
            %504 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %494 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%502, %503, %504 : i32, f32, f32)
            %505 = cute.memref.load(%frg_C, %coord_66) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %506 = arith.subf %505, %461 : f32
            %507 = math.exp2 %506 fastmath<fast> : f32
            %508 = cute.memref.load(%frg_C, %coord_196) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %509 = arith.subf %508, %461 : f32
            %510 = math.exp2 %509 fastmath<fast> : f32
            %511 = arith.addf %479, %507 : f32
            %512 = arith.addf %511, %510 : f32
            %513 = arith.xori %481, %c1_i32 : i32
            %514 = arith.muli %513, %c16_i32 : i32
            %515 = arith.addi %480, %514 : i32
            %516 = arith.addi %471, %515 : i32
            %517 = arith.addi %516, %485 : i32
            %518 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %507 : (f32) -> f32
            %519 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %510 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%517, %518, %519 : i32, f32, f32)
            %520 = cute.memref.load(%frg_C, %coord_197) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %521 = arith.subf %520, %463 : f32
            %522 = math.exp2 %521 fastmath<fast> : f32
            %523 = cute.memref.load(%frg_C, %coord_198) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %524 = arith.subf %523, %463 : f32
            %525 = math.exp2 %524 fastmath<fast> : f32
            %526 = arith.addf %496, %522 : f32
            %527 = arith.addf %526, %525 : f32
            %528 = arith.xori %498, %c1_i32 : i32
            %529 = arith.muli %528, %c16_i32 : i32
            %530 = arith.addi %497, %529 : i32
            %531 = arith.addi %471, %530 : i32
            %532 = arith.addi %531, %485 : i32
            %533 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %522 : (f32) -> f32
            %534 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %525 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%532, %533, %534 : i32, f32, f32)
            %535 = cute.memref.load(%frg_C, %coord_199) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %536 = arith.subf %535, %461 : f32
            %537 = math.exp2 %536 fastmath<fast> : f32
            %538 = cute.memref.load(%frg_C, %coord_200) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %539 = arith.subf %538, %461 : f32
            %540 = math.exp2 %539 fastmath<fast> : f32
            %541 = arith.addf %512, %537 : f32
            %542 = arith.addf %541, %540 : f32
            %543 = arith.xori %481, %c2_i32 : i32
            %544 = arith.muli %543, %c16_i32 : i32
            %545 = arith.addi %480, %544 : i32
            %546 = arith.addi %471, %545 : i32
            %547 = arith.addi %546, %485 : i32
            %548 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %537 : (f32) -> f32
            %549 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %540 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%547, %548, %549 : i32, f32, f32)
            %550 = cute.memref.load(%frg_C, %coord_201) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %551 = arith.subf %550, %463 : f32
            %552 = math.exp2 %551 fastmath<fast> : f32
            %553 = cute.memref.load(%frg_C, %coord_202) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %554 = arith.subf %553, %463 : f32
            %555 = math.exp2 %554 fastmath<fast> : f32
            %556 = arith.addf %527, %552 : f32
            %557 = arith.addf %556, %555 : f32
            %558 = arith.xori %498, %c2_i32 : i32
            %559 = arith.muli %558, %c16_i32 : i32
            %560 = arith.addi %497, %559 : i32
            %561 = arith.addi %471, %560 : i32
            %562 = arith.addi %561, %485 : i32
            %563 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %552 : (f32) -> f32
            %564 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %555 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%562, %563, %564 : i32, f32, f32)
            %565 = cute.memref.load(%frg_C, %coord_203) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %566 = arith.subf %565, %461 : f32
            %567 = math.exp2 %566 fastmath<fast> : f32
            %568 = cute.memref.load(%frg_C, %coord_204) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %569 = arith.subf %568, %461 : f32
            %570 = math.exp2 %569 fastmath<fast> : f32
            %571 = arith.addf %542, %567 : f32
            %572 = arith.addf %571, %570 : f32
            %573 = arith.xori %481, %c3_i32 : i32
            %574 = arith.muli %573, %c16_i32 : i32
            %575 = arith.addi %480, %574 : i32
            %576 = arith.addi %471, %575 : i32
            %577 = arith.addi %576, %485 : i32
            %578 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %567 : (f32) -> f32
            %579 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %570 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%577, %578, %579 : i32, f32, f32)
            %580 = cute.memref.load(%frg_C, %coord_205) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %581 = arith.subf %580, %463 : f32
            %582 = math.exp2 %581 fastmath<fast> : f32
            %583 = cute.memref.load(%frg_C, %coord_206) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %584 = arith.subf %583, %463 : f32
            %585 = math.exp2 %584 fastmath<fast> : f32
            %586 = arith.addf %557, %582 : f32
            %587 = arith.addf %586, %585 : f32
            %588 = arith.xori %498, %c3_i32 : i32
            %589 = arith.muli %588, %c16_i32 : i32
            %590 = arith.addi %497, %589 : i32
            %591 = arith.addi %471, %590 : i32
            %592 = arith.addi %591, %485 : i32
            %593 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %582 : (f32) -> f32
            %594 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %585 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%592, %593, %594 : i32, f32, f32)
            %595 = cute.memref.load(%frg_C, %coord_207) : (!memref_rmem_f32, !cute.coord<"16">) -> f32
            %596 = arith.subf %595, %461 : f32
            %597 = math.exp2 %596 fastmath<fast> : f32
            %598 = cute.memref.load(%frg_C, %coord_208) : (!memref_rmem_f32, !cute.coord<"17">) -> f32
            %599 = arith.subf %598, %461 : f32
            %600 = math.exp2 %599 fastmath<fast> : f32
            %601 = arith.addf %572, %597 : f32
            %602 = arith.addf %601, %600 : f32
            %603 = arith.xori %481, %c4_i32 : i32
            %604 = arith.muli %603, %c16_i32 : i32
            %605 = arith.addi %480, %604 : i32
            %606 = arith.addi %471, %605 : i32
            %607 = arith.addi %606, %485 : i32
            %608 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %597 : (f32) -> f32
            %609 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %600 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%607, %608, %609 : i32, f32, f32)
            %610 = cute.memref.load(%frg_C, %coord_209) : (!memref_rmem_f32, !cute.coord<"18">) -> f32
            %611 = arith.subf %610, %463 : f32
            %612 = math.exp2 %611 fastmath<fast> : f32
            %613 = cute.memref.load(%frg_C, %coord_210) : (!memref_rmem_f32, !cute.coord<"19">) -> f32
            %614 = arith.subf %613, %463 : f32
            %615 = math.exp2 %614 fastmath<fast> : f32
            %616 = arith.addf %587, %612 : f32
            %617 = arith.addf %616, %615 : f32
            %618 = arith.xori %498, %c4_i32 : i32
            %619 = arith.muli %618, %c16_i32 : i32
            %620 = arith.addi %497, %619 : i32
            %621 = arith.addi %471, %620 : i32
            %622 = arith.addi %621, %485 : i32
            %623 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %612 : (f32) -> f32
            %624 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %615 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%622, %623, %624 : i32, f32, f32)
            %625 = cute.memref.load(%frg_C, %coord_211) : (!memref_rmem_f32, !cute.coord<"20">) -> f32
            %626 = arith.subf %625, %461 : f32
            %627 = math.exp2 %626 fastmath<fast> : f32
            %628 = cute.memref.load(%frg_C, %coord_212) : (!memref_rmem_f32, !cute.coord<"21">) -> f32
            %629 = arith.subf %628, %461 : f32
            %630 = math.exp2 %629 fastmath<fast> : f32
            %631 = arith.addf %602, %627 : f32
            %632 = arith.addf %631, %630 : f32
            %633 = arith.xori %481, %c5_i32 : i32
            %634 = arith.muli %633, %c16_i32 : i32
            %635 = arith.addi %480, %634 : i32
            %636 = arith.addi %471, %635 : i32
            %637 = arith.addi %636, %485 : i32
            %638 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %627 : (f32) -> f32
            %639 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %630 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%637, %638, %639 : i32, f32, f32)
            %640 = cute.memref.load(%frg_C, %coord_213) : (!memref_rmem_f32, !cute.coord<"22">) -> f32
            %641 = arith.subf %640, %463 : f32
            %642 = math.exp2 %641 fastmath<fast> : f32
            %643 = cute.memref.load(%frg_C, %coord_214) : (!memref_rmem_f32, !cute.coord<"23">) -> f32
            %644 = arith.subf %643, %463 : f32
            %645 = math.exp2 %644 fastmath<fast> : f32
            %646 = arith.addf %617, %642 : f32
            %647 = arith.addf %646, %645 : f32
            %648 = arith.xori %498, %c5_i32 : i32
            %649 = arith.muli %648, %c16_i32 : i32
            %650 = arith.addi %497, %649 : i32
            %651 = arith.addi %471, %650 : i32
            %652 = arith.addi %651, %485 : i32
            %653 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %642 : (f32) -> f32
            %654 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %645 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%652, %653, %654 : i32, f32, f32)
            %655 = cute.memref.load(%frg_C, %coord_215) : (!memref_rmem_f32, !cute.coord<"24">) -> f32
            %656 = arith.subf %655, %461 : f32
            %657 = math.exp2 %656 fastmath<fast> : f32
            %658 = cute.memref.load(%frg_C, %coord_216) : (!memref_rmem_f32, !cute.coord<"25">) -> f32
            %659 = arith.subf %658, %461 : f32
            %660 = math.exp2 %659 fastmath<fast> : f32
            %661 = arith.addf %632, %657 : f32
            %662 = arith.addf %661, %660 : f32
            %663 = arith.xori %481, %c6_i32 : i32
            %664 = arith.muli %663, %c16_i32 : i32
            %665 = arith.addi %480, %664 : i32
            %666 = arith.addi %471, %665 : i32
            %667 = arith.addi %666, %485 : i32
            %668 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %657 : (f32) -> f32
            %669 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %660 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%667, %668, %669 : i32, f32, f32)
            %670 = cute.memref.load(%frg_C, %coord_217) : (!memref_rmem_f32, !cute.coord<"26">) -> f32
            %671 = arith.subf %670, %463 : f32
            %672 = math.exp2 %671 fastmath<fast> : f32
            %673 = cute.memref.load(%frg_C, %coord_218) : (!memref_rmem_f32, !cute.coord<"27">) -> f32
            %674 = arith.subf %673, %463 : f32
            %675 = math.exp2 %674 fastmath<fast> : f32
            %676 = arith.addf %647, %672 : f32
            %677 = arith.addf %676, %675 : f32
            %678 = arith.xori %498, %c6_i32 : i32
            %679 = arith.muli %678, %c16_i32 : i32
            %680 = arith.addi %497, %679 : i32
            %681 = arith.addi %471, %680 : i32
            %682 = arith.addi %681, %485 : i32
            %683 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %672 : (f32) -> f32
            %684 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %675 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%682, %683, %684 : i32, f32, f32)
            %685 = cute.memref.load(%frg_C, %coord_219) : (!memref_rmem_f32, !cute.coord<"28">) -> f32
            %686 = arith.subf %685, %461 : f32
            %687 = math.exp2 %686 fastmath<fast> : f32
            %688 = cute.memref.load(%frg_C, %coord_220) : (!memref_rmem_f32, !cute.coord<"29">) -> f32
            %689 = arith.subf %688, %461 : f32
            %690 = math.exp2 %689 fastmath<fast> : f32
            %691 = arith.addf %662, %687 : f32
            %692 = arith.addf %691, %690 : f32
            %693 = arith.xori %481, %c7_i32 : i32
            %694 = arith.muli %693, %c16_i32 : i32
            %695 = arith.addi %480, %694 : i32
            %696 = arith.addi %471, %695 : i32
            %697 = arith.addi %696, %485 : i32
            %698 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %687 : (f32) -> f32
            %699 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %690 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%697, %698, %699 : i32, f32, f32)
            %700 = cute.memref.load(%frg_C, %coord_221) : (!memref_rmem_f32, !cute.coord<"30">) -> f32
            %701 = arith.subf %700, %463 : f32
            %702 = math.exp2 %701 fastmath<fast> : f32
            %703 = cute.memref.load(%frg_C, %coord_222) : (!memref_rmem_f32, !cute.coord<"31">) -> f32
            %704 = arith.subf %703, %463 : f32
            %705 = math.exp2 %704 fastmath<fast> : f32
            %706 = arith.addf %677, %702 : f32
            %707 = arith.addf %706, %705 : f32
            %708 = arith.xori %498, %c7_i32 : i32
            %709 = arith.muli %708, %c16_i32 : i32
            %710 = arith.addi %497, %709 : i32
            %711 = arith.addi %471, %710 : i32
            %712 = arith.addi %711, %485 : i32
            %713 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %702 : (f32) -> f32
            %714 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %705 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%712, %713, %714 : i32, f32, f32)
            %715 = arith.cmpi eq, %204, %c0_i32 : i32
            scf.if %715 {
              %989 = arith.muli %158, %c64_i32 : i32
              %990 = arith.addi %989, %118 : i32
              %991 = arith.muli %990, %c4_i32 : i32
              %992 = arith.addi %108, %991 : i32
              %993 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %466 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%992, %993 : i32, f32)
              %994 = arith.addi %989, %119 : i32
              %995 = arith.muli %994, %c4_i32 : i32
              %996 = arith.addi %108, %995 : i32
              %997 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %469 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%996, %997 : i32, f32)
              %998 = arith.addi %109, %991 : i32
              %999 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %457 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%998, %999 : i32, f32)
              %1000 = arith.addi %109, %995 : i32
              %1001 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %459 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1000, %1001 : i32, f32)
            }
            %716 = arith.cmpi eq, %104, %c0_i32 : i32
            scf.if %716 {
              %989 = arith.addi %110, %164 : i32
              %990 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %455 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%989, %990 : i32, f32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %717 = arith.addi %158, %c7_i32 : i32
            nvvm.barrier.arrive id = %717 number_of_threads = %c256_i32
            nvvm.barrier id = %c9_i32 number_of_threads = %c128_i32
            nvvm.wgmma.wait.group.sync.aligned 0
            %718 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
            %719 = arith.cmpi sge, %718, %c0_i32 : i32
            scf.if %719 {
              %989 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
              %990 = arith.remsi %989, %c2_i32 : i32
              %991 = arith.addi %990, %c3_i32 : i32
              nvvm.barrier.arrive id = %991 number_of_threads = %c384_i32
              cute.memref.store(%rmem_67, %coord_62, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
            }
            %720 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %721 = arith.cmpf oeq, %720, %cst_2 : f32
            %722 = cute.memref.load(%rmem, %coord_66) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %723 = arith.divf %722, %455 : f32
            %724 = arith.select %721, %cst_4, %723 : f32
            cute.memref.store(%rmem, %coord_66, %455) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %725 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %726 = arith.mulf %725, %466 : f32
            %727 = arith.addf %726, %692 : f32
            cute.memref.store(%rmem, %coord_64, %727) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %728 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %729 = arith.mulf %728, %469 : f32
            %730 = arith.addf %729, %707 : f32
            cute.memref.store(%rmem, %coord_65, %730) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            cute.memref.store(%rmem, %coord_62, %457) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            cute.memref.store(%rmem, %coord_63, %459) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %731 = arith.mulf %466, %724 : f32
            %732 = arith.mulf %469, %724 : f32
            %733 = cute.memref.load(%frg_C_61, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %734 = arith.mulf %733, %731 : f32
            cute.memref.store(%frg_C_61, %coord_62, %734) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %735 = cute.memref.load(%frg_C_61, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %736 = arith.mulf %735, %731 : f32
            cute.memref.store(%frg_C_61, %coord_63, %736) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %737 = cute.memref.load(%frg_C_61, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %738 = arith.mulf %737, %732 : f32
            cute.memref.store(%frg_C_61, %coord_64, %738) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %739 = cute.memref.load(%frg_C_61, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %740 = arith.mulf %739, %732 : f32
            cute.memref.store(%frg_C_61, %coord_65, %740) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %741 = cute.memref.load(%frg_C_61, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %742 = arith.mulf %741, %731 : f32
            cute.memref.store(%frg_C_61, %coord_66, %742) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %743 = cute.memref.load(%frg_C_61, %coord_196) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %744 = arith.mulf %743, %731 : f32
            cute.memref.store(%frg_C_61, %coord_196, %744) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %745 = cute.memref.load(%frg_C_61, %coord_197) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %746 = arith.mulf %745, %732 : f32
            cute.memref.store(%frg_C_61, %coord_197, %746) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %747 = cute.memref.load(%frg_C_61, %coord_198) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %748 = arith.mulf %747, %732 : f32
            cute.memref.store(%frg_C_61, %coord_198, %748) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %749 = cute.memref.load(%frg_C_61, %coord_199) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %750 = arith.mulf %749, %731 : f32
            cute.memref.store(%frg_C_61, %coord_199, %750) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %751 = cute.memref.load(%frg_C_61, %coord_200) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %752 = arith.mulf %751, %731 : f32
            cute.memref.store(%frg_C_61, %coord_200, %752) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %753 = cute.memref.load(%frg_C_61, %coord_201) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %754 = arith.mulf %753, %732 : f32
            cute.memref.store(%frg_C_61, %coord_201, %754) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %755 = cute.memref.load(%frg_C_61, %coord_202) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %756 = arith.mulf %755, %732 : f32
            cute.memref.store(%frg_C_61, %coord_202, %756) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %757 = cute.memref.load(%frg_C_61, %coord_203) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %758 = arith.mulf %757, %731 : f32
            cute.memref.store(%frg_C_61, %coord_203, %758) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %759 = cute.memref.load(%frg_C_61, %coord_204) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %760 = arith.mulf %759, %731 : f32
            cute.memref.store(%frg_C_61, %coord_204, %760) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %761 = cute.memref.load(%frg_C_61, %coord_205) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %762 = arith.mulf %761, %732 : f32
            cute.memref.store(%frg_C_61, %coord_205, %762) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %763 = cute.memref.load(%frg_C_61, %coord_206) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %764 = arith.mulf %763, %732 : f32
            cute.memref.store(%frg_C_61, %coord_206, %764) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %765 = cute.memref.load(%frg_C_61, %coord_207) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %766 = arith.mulf %765, %731 : f32
            cute.memref.store(%frg_C_61, %coord_207, %766) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %767 = cute.memref.load(%frg_C_61, %coord_208) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %768 = arith.mulf %767, %731 : f32
            cute.memref.store(%frg_C_61, %coord_208, %768) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %769 = cute.memref.load(%frg_C_61, %coord_209) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %770 = arith.mulf %769, %732 : f32
            cute.memref.store(%frg_C_61, %coord_209, %770) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %771 = cute.memref.load(%frg_C_61, %coord_210) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %772 = arith.mulf %771, %732 : f32
            cute.memref.store(%frg_C_61, %coord_210, %772) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %773 = cute.memref.load(%frg_C_61, %coord_211) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %774 = arith.mulf %773, %731 : f32
            cute.memref.store(%frg_C_61, %coord_211, %774) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %775 = cute.memref.load(%frg_C_61, %coord_212) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %776 = arith.mulf %775, %731 : f32
            cute.memref.store(%frg_C_61, %coord_212, %776) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %777 = cute.memref.load(%frg_C_61, %coord_213) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %778 = arith.mulf %777, %732 : f32
            cute.memref.store(%frg_C_61, %coord_213, %778) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %779 = cute.memref.load(%frg_C_61, %coord_214) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %780 = arith.mulf %779, %732 : f32
            cute.memref.store(%frg_C_61, %coord_214, %780) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %781 = cute.memref.load(%frg_C_61, %coord_215) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %782 = arith.mulf %781, %731 : f32
            cute.memref.store(%frg_C_61, %coord_215, %782) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %783 = cute.memref.load(%frg_C_61, %coord_216) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %784 = arith.mulf %783, %731 : f32
            cute.memref.store(%frg_C_61, %coord_216, %784) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %785 = cute.memref.load(%frg_C_61, %coord_217) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %786 = arith.mulf %785, %732 : f32
            cute.memref.store(%frg_C_61, %coord_217, %786) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %787 = cute.memref.load(%frg_C_61, %coord_218) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %788 = arith.mulf %787, %732 : f32
            cute.memref.store(%frg_C_61, %coord_218, %788) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %789 = cute.memref.load(%frg_C_61, %coord_219) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %790 = arith.mulf %789, %731 : f32
            cute.memref.store(%frg_C_61, %coord_219, %790) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %791 = cute.memref.load(%frg_C_61, %coord_220) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %792 = arith.mulf %791, %731 : f32
            cute.memref.store(%frg_C_61, %coord_220, %792) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %793 = cute.memref.load(%frg_C_61, %coord_221) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %794 = arith.mulf %793, %732 : f32
            cute.memref.store(%frg_C_61, %coord_221, %794) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %795 = cute.memref.load(%frg_C_61, %coord_222) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %796 = arith.mulf %795, %732 : f32
            cute.memref.store(%frg_C_61, %coord_222, %796) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_223 = cute.make_coord() : () -> !cute.coord<"32">
            %797 = cute.memref.load(%frg_C_61, %coord_223) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %798 = arith.mulf %797, %731 : f32
            cute.memref.store(%frg_C_61, %coord_223, %798) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_224 = cute.make_coord() : () -> !cute.coord<"33">
            %799 = cute.memref.load(%frg_C_61, %coord_224) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %800 = arith.mulf %799, %731 : f32
            cute.memref.store(%frg_C_61, %coord_224, %800) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_225 = cute.make_coord() : () -> !cute.coord<"34">
            %801 = cute.memref.load(%frg_C_61, %coord_225) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %802 = arith.mulf %801, %732 : f32
            cute.memref.store(%frg_C_61, %coord_225, %802) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_226 = cute.make_coord() : () -> !cute.coord<"35">
            %803 = cute.memref.load(%frg_C_61, %coord_226) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %804 = arith.mulf %803, %732 : f32
            cute.memref.store(%frg_C_61, %coord_226, %804) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_227 = cute.make_coord() : () -> !cute.coord<"36">
            %805 = cute.memref.load(%frg_C_61, %coord_227) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %806 = arith.mulf %805, %731 : f32
            cute.memref.store(%frg_C_61, %coord_227, %806) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_228 = cute.make_coord() : () -> !cute.coord<"37">
            %807 = cute.memref.load(%frg_C_61, %coord_228) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %808 = arith.mulf %807, %731 : f32
            cute.memref.store(%frg_C_61, %coord_228, %808) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_229 = cute.make_coord() : () -> !cute.coord<"38">
            %809 = cute.memref.load(%frg_C_61, %coord_229) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %810 = arith.mulf %809, %732 : f32
            cute.memref.store(%frg_C_61, %coord_229, %810) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_230 = cute.make_coord() : () -> !cute.coord<"39">
            %811 = cute.memref.load(%frg_C_61, %coord_230) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %812 = arith.mulf %811, %732 : f32
            cute.memref.store(%frg_C_61, %coord_230, %812) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_231 = cute.make_coord() : () -> !cute.coord<"40">
            %813 = cute.memref.load(%frg_C_61, %coord_231) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %814 = arith.mulf %813, %731 : f32
            cute.memref.store(%frg_C_61, %coord_231, %814) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_232 = cute.make_coord() : () -> !cute.coord<"41">
            %815 = cute.memref.load(%frg_C_61, %coord_232) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %816 = arith.mulf %815, %731 : f32
            cute.memref.store(%frg_C_61, %coord_232, %816) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_233 = cute.make_coord() : () -> !cute.coord<"42">
            %817 = cute.memref.load(%frg_C_61, %coord_233) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %818 = arith.mulf %817, %732 : f32
            cute.memref.store(%frg_C_61, %coord_233, %818) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_234 = cute.make_coord() : () -> !cute.coord<"43">
            %819 = cute.memref.load(%frg_C_61, %coord_234) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %820 = arith.mulf %819, %732 : f32
            cute.memref.store(%frg_C_61, %coord_234, %820) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_235 = cute.make_coord() : () -> !cute.coord<"44">
            %821 = cute.memref.load(%frg_C_61, %coord_235) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %822 = arith.mulf %821, %731 : f32
            cute.memref.store(%frg_C_61, %coord_235, %822) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_236 = cute.make_coord() : () -> !cute.coord<"45">
            %823 = cute.memref.load(%frg_C_61, %coord_236) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %824 = arith.mulf %823, %731 : f32
            cute.memref.store(%frg_C_61, %coord_236, %824) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_237 = cute.make_coord() : () -> !cute.coord<"46">
            %825 = cute.memref.load(%frg_C_61, %coord_237) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %826 = arith.mulf %825, %732 : f32
            cute.memref.store(%frg_C_61, %coord_237, %826) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_238 = cute.make_coord() : () -> !cute.coord<"47">
            %827 = cute.memref.load(%frg_C_61, %coord_238) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %828 = arith.mulf %827, %732 : f32
            cute.memref.store(%frg_C_61, %coord_238, %828) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_239 = cute.make_coord() : () -> !cute.coord<"48">
            %829 = cute.memref.load(%frg_C_61, %coord_239) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %830 = arith.mulf %829, %731 : f32
            cute.memref.store(%frg_C_61, %coord_239, %830) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_240 = cute.make_coord() : () -> !cute.coord<"49">
            %831 = cute.memref.load(%frg_C_61, %coord_240) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %832 = arith.mulf %831, %731 : f32
            cute.memref.store(%frg_C_61, %coord_240, %832) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_241 = cute.make_coord() : () -> !cute.coord<"50">
            %833 = cute.memref.load(%frg_C_61, %coord_241) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %834 = arith.mulf %833, %732 : f32
            cute.memref.store(%frg_C_61, %coord_241, %834) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_242 = cute.make_coord() : () -> !cute.coord<"51">
            %835 = cute.memref.load(%frg_C_61, %coord_242) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %836 = arith.mulf %835, %732 : f32
            cute.memref.store(%frg_C_61, %coord_242, %836) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_243 = cute.make_coord() : () -> !cute.coord<"52">
            %837 = cute.memref.load(%frg_C_61, %coord_243) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %838 = arith.mulf %837, %731 : f32
            cute.memref.store(%frg_C_61, %coord_243, %838) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_244 = cute.make_coord() : () -> !cute.coord<"53">
            %839 = cute.memref.load(%frg_C_61, %coord_244) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %840 = arith.mulf %839, %731 : f32
            cute.memref.store(%frg_C_61, %coord_244, %840) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_245 = cute.make_coord() : () -> !cute.coord<"54">
            %841 = cute.memref.load(%frg_C_61, %coord_245) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %842 = arith.mulf %841, %732 : f32
            cute.memref.store(%frg_C_61, %coord_245, %842) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_246 = cute.make_coord() : () -> !cute.coord<"55">
            %843 = cute.memref.load(%frg_C_61, %coord_246) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %844 = arith.mulf %843, %732 : f32
            cute.memref.store(%frg_C_61, %coord_246, %844) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_247 = cute.make_coord() : () -> !cute.coord<"56">
            %845 = cute.memref.load(%frg_C_61, %coord_247) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %846 = arith.mulf %845, %731 : f32
            cute.memref.store(%frg_C_61, %coord_247, %846) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_248 = cute.make_coord() : () -> !cute.coord<"57">
            %847 = cute.memref.load(%frg_C_61, %coord_248) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %848 = arith.mulf %847, %731 : f32
            cute.memref.store(%frg_C_61, %coord_248, %848) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_249 = cute.make_coord() : () -> !cute.coord<"58">
            %849 = cute.memref.load(%frg_C_61, %coord_249) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %850 = arith.mulf %849, %732 : f32
            cute.memref.store(%frg_C_61, %coord_249, %850) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_250 = cute.make_coord() : () -> !cute.coord<"59">
            %851 = cute.memref.load(%frg_C_61, %coord_250) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %852 = arith.mulf %851, %732 : f32
            cute.memref.store(%frg_C_61, %coord_250, %852) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_251 = cute.make_coord() : () -> !cute.coord<"60">
            %853 = cute.memref.load(%frg_C_61, %coord_251) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %854 = arith.mulf %853, %731 : f32
            cute.memref.store(%frg_C_61, %coord_251, %854) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_252 = cute.make_coord() : () -> !cute.coord<"61">
            %855 = cute.memref.load(%frg_C_61, %coord_252) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %856 = arith.mulf %855, %731 : f32
            cute.memref.store(%frg_C_61, %coord_252, %856) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_253 = cute.make_coord() : () -> !cute.coord<"62">
            %857 = cute.memref.load(%frg_C_61, %coord_253) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %858 = arith.mulf %857, %732 : f32
            cute.memref.store(%frg_C_61, %coord_253, %858) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_254 = cute.make_coord() : () -> !cute.coord<"63">
            %859 = cute.memref.load(%frg_C_61, %coord_254) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %860 = arith.mulf %859, %732 : f32
            cute.memref.store(%frg_C_61, %coord_254, %860) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_255 = cute.make_coord() : () -> !cute.coord<"64">
            %861 = cute.memref.load(%frg_C_61, %coord_255) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %862 = arith.mulf %861, %731 : f32
            cute.memref.store(%frg_C_61, %coord_255, %862) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_256 = cute.make_coord() : () -> !cute.coord<"65">
            %863 = cute.memref.load(%frg_C_61, %coord_256) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %864 = arith.mulf %863, %731 : f32
            cute.memref.store(%frg_C_61, %coord_256, %864) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_257 = cute.make_coord() : () -> !cute.coord<"66">
            %865 = cute.memref.load(%frg_C_61, %coord_257) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %866 = arith.mulf %865, %732 : f32
            cute.memref.store(%frg_C_61, %coord_257, %866) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_258 = cute.make_coord() : () -> !cute.coord<"67">
            %867 = cute.memref.load(%frg_C_61, %coord_258) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %868 = arith.mulf %867, %732 : f32
            cute.memref.store(%frg_C_61, %coord_258, %868) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_259 = cute.make_coord() : () -> !cute.coord<"68">
            %869 = cute.memref.load(%frg_C_61, %coord_259) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %870 = arith.mulf %869, %731 : f32
            cute.memref.store(%frg_C_61, %coord_259, %870) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_260 = cute.make_coord() : () -> !cute.coord<"69">
            %871 = cute.memref.load(%frg_C_61, %coord_260) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %872 = arith.mulf %871, %731 : f32
            cute.memref.store(%frg_C_61, %coord_260, %872) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_261 = cute.make_coord() : () -> !cute.coord<"70">
            %873 = cute.memref.load(%frg_C_61, %coord_261) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %874 = arith.mulf %873, %732 : f32
            cute.memref.store(%frg_C_61, %coord_261, %874) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_262 = cute.make_coord() : () -> !cute.coord<"71">
            %875 = cute.memref.load(%frg_C_61, %coord_262) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %876 = arith.mulf %875, %732 : f32
            cute.memref.store(%frg_C_61, %coord_262, %876) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_263 = cute.make_coord() : () -> !cute.coord<"72">
            %877 = cute.memref.load(%frg_C_61, %coord_263) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %878 = arith.mulf %877, %731 : f32
            cute.memref.store(%frg_C_61, %coord_263, %878) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_264 = cute.make_coord() : () -> !cute.coord<"73">
            %879 = cute.memref.load(%frg_C_61, %coord_264) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %880 = arith.mulf %879, %731 : f32
            cute.memref.store(%frg_C_61, %coord_264, %880) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_265 = cute.make_coord() : () -> !cute.coord<"74">
            %881 = cute.memref.load(%frg_C_61, %coord_265) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %882 = arith.mulf %881, %732 : f32
            cute.memref.store(%frg_C_61, %coord_265, %882) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_266 = cute.make_coord() : () -> !cute.coord<"75">
            %883 = cute.memref.load(%frg_C_61, %coord_266) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %884 = arith.mulf %883, %732 : f32
            cute.memref.store(%frg_C_61, %coord_266, %884) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_267 = cute.make_coord() : () -> !cute.coord<"76">
            %885 = cute.memref.load(%frg_C_61, %coord_267) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %886 = arith.mulf %885, %731 : f32
            cute.memref.store(%frg_C_61, %coord_267, %886) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_268 = cute.make_coord() : () -> !cute.coord<"77">
            %887 = cute.memref.load(%frg_C_61, %coord_268) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %888 = arith.mulf %887, %731 : f32
            cute.memref.store(%frg_C_61, %coord_268, %888) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_269 = cute.make_coord() : () -> !cute.coord<"78">
            %889 = cute.memref.load(%frg_C_61, %coord_269) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %890 = arith.mulf %889, %732 : f32
            cute.memref.store(%frg_C_61, %coord_269, %890) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_270 = cute.make_coord() : () -> !cute.coord<"79">
            %891 = cute.memref.load(%frg_C_61, %coord_270) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %892 = arith.mulf %891, %732 : f32
            cute.memref.store(%frg_C_61, %coord_270, %892) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_271 = cute.make_coord() : () -> !cute.coord<"80">
            %893 = cute.memref.load(%frg_C_61, %coord_271) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %894 = arith.mulf %893, %731 : f32
            cute.memref.store(%frg_C_61, %coord_271, %894) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_272 = cute.make_coord() : () -> !cute.coord<"81">
            %895 = cute.memref.load(%frg_C_61, %coord_272) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %896 = arith.mulf %895, %731 : f32
            cute.memref.store(%frg_C_61, %coord_272, %896) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_273 = cute.make_coord() : () -> !cute.coord<"82">
            %897 = cute.memref.load(%frg_C_61, %coord_273) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %898 = arith.mulf %897, %732 : f32
            cute.memref.store(%frg_C_61, %coord_273, %898) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_274 = cute.make_coord() : () -> !cute.coord<"83">
            %899 = cute.memref.load(%frg_C_61, %coord_274) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %900 = arith.mulf %899, %732 : f32
            cute.memref.store(%frg_C_61, %coord_274, %900) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_275 = cute.make_coord() : () -> !cute.coord<"84">
            %901 = cute.memref.load(%frg_C_61, %coord_275) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %902 = arith.mulf %901, %731 : f32
            cute.memref.store(%frg_C_61, %coord_275, %902) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_276 = cute.make_coord() : () -> !cute.coord<"85">
            %903 = cute.memref.load(%frg_C_61, %coord_276) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %904 = arith.mulf %903, %731 : f32
            cute.memref.store(%frg_C_61, %coord_276, %904) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_277 = cute.make_coord() : () -> !cute.coord<"86">
            %905 = cute.memref.load(%frg_C_61, %coord_277) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %906 = arith.mulf %905, %732 : f32
            cute.memref.store(%frg_C_61, %coord_277, %906) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_278 = cute.make_coord() : () -> !cute.coord<"87">
            %907 = cute.memref.load(%frg_C_61, %coord_278) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %908 = arith.mulf %907, %732 : f32
            cute.memref.store(%frg_C_61, %coord_278, %908) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_279 = cute.make_coord() : () -> !cute.coord<"88">
            %909 = cute.memref.load(%frg_C_61, %coord_279) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %910 = arith.mulf %909, %731 : f32
            cute.memref.store(%frg_C_61, %coord_279, %910) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_280 = cute.make_coord() : () -> !cute.coord<"89">
            %911 = cute.memref.load(%frg_C_61, %coord_280) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %912 = arith.mulf %911, %731 : f32
            cute.memref.store(%frg_C_61, %coord_280, %912) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_281 = cute.make_coord() : () -> !cute.coord<"90">
            %913 = cute.memref.load(%frg_C_61, %coord_281) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %914 = arith.mulf %913, %732 : f32
            cute.memref.store(%frg_C_61, %coord_281, %914) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_282 = cute.make_coord() : () -> !cute.coord<"91">
            %915 = cute.memref.load(%frg_C_61, %coord_282) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %916 = arith.mulf %915, %732 : f32
            cute.memref.store(%frg_C_61, %coord_282, %916) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_283 = cute.make_coord() : () -> !cute.coord<"92">
            %917 = cute.memref.load(%frg_C_61, %coord_283) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %918 = arith.mulf %917, %731 : f32
            cute.memref.store(%frg_C_61, %coord_283, %918) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_284 = cute.make_coord() : () -> !cute.coord<"93">
            %919 = cute.memref.load(%frg_C_61, %coord_284) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %920 = arith.mulf %919, %731 : f32
            cute.memref.store(%frg_C_61, %coord_284, %920) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_285 = cute.make_coord() : () -> !cute.coord<"94">
            %921 = cute.memref.load(%frg_C_61, %coord_285) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %922 = arith.mulf %921, %732 : f32
            cute.memref.store(%frg_C_61, %coord_285, %922) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_286 = cute.make_coord() : () -> !cute.coord<"95">
            %923 = cute.memref.load(%frg_C_61, %coord_286) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %924 = arith.mulf %923, %732 : f32
            cute.memref.store(%frg_C_61, %coord_286, %924) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_287 = cute.make_coord() : () -> !cute.coord<"96">
            %925 = cute.memref.load(%frg_C_61, %coord_287) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %926 = arith.mulf %925, %731 : f32
            cute.memref.store(%frg_C_61, %coord_287, %926) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_288 = cute.make_coord() : () -> !cute.coord<"97">
            %927 = cute.memref.load(%frg_C_61, %coord_288) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %928 = arith.mulf %927, %731 : f32
            cute.memref.store(%frg_C_61, %coord_288, %928) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_289 = cute.make_coord() : () -> !cute.coord<"98">
            %929 = cute.memref.load(%frg_C_61, %coord_289) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %930 = arith.mulf %929, %732 : f32
            cute.memref.store(%frg_C_61, %coord_289, %930) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_290 = cute.make_coord() : () -> !cute.coord<"99">
            %931 = cute.memref.load(%frg_C_61, %coord_290) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %932 = arith.mulf %931, %732 : f32
            cute.memref.store(%frg_C_61, %coord_290, %932) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_291 = cute.make_coord() : () -> !cute.coord<"100">
            %933 = cute.memref.load(%frg_C_61, %coord_291) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %934 = arith.mulf %933, %731 : f32
            cute.memref.store(%frg_C_61, %coord_291, %934) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_292 = cute.make_coord() : () -> !cute.coord<"101">
            %935 = cute.memref.load(%frg_C_61, %coord_292) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %936 = arith.mulf %935, %731 : f32
            cute.memref.store(%frg_C_61, %coord_292, %936) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_293 = cute.make_coord() : () -> !cute.coord<"102">
            %937 = cute.memref.load(%frg_C_61, %coord_293) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %938 = arith.mulf %937, %732 : f32
            cute.memref.store(%frg_C_61, %coord_293, %938) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_294 = cute.make_coord() : () -> !cute.coord<"103">
            %939 = cute.memref.load(%frg_C_61, %coord_294) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %940 = arith.mulf %939, %732 : f32
            cute.memref.store(%frg_C_61, %coord_294, %940) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_295 = cute.make_coord() : () -> !cute.coord<"104">
            %941 = cute.memref.load(%frg_C_61, %coord_295) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %942 = arith.mulf %941, %731 : f32
            cute.memref.store(%frg_C_61, %coord_295, %942) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_296 = cute.make_coord() : () -> !cute.coord<"105">
            %943 = cute.memref.load(%frg_C_61, %coord_296) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %944 = arith.mulf %943, %731 : f32
            cute.memref.store(%frg_C_61, %coord_296, %944) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_297 = cute.make_coord() : () -> !cute.coord<"106">
            %945 = cute.memref.load(%frg_C_61, %coord_297) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %946 = arith.mulf %945, %732 : f32
            cute.memref.store(%frg_C_61, %coord_297, %946) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_298 = cute.make_coord() : () -> !cute.coord<"107">
            %947 = cute.memref.load(%frg_C_61, %coord_298) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %948 = arith.mulf %947, %732 : f32
            cute.memref.store(%frg_C_61, %coord_298, %948) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_299 = cute.make_coord() : () -> !cute.coord<"108">
            %949 = cute.memref.load(%frg_C_61, %coord_299) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %950 = arith.mulf %949, %731 : f32
            cute.memref.store(%frg_C_61, %coord_299, %950) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_300 = cute.make_coord() : () -> !cute.coord<"109">
            %951 = cute.memref.load(%frg_C_61, %coord_300) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %952 = arith.mulf %951, %731 : f32
            cute.memref.store(%frg_C_61, %coord_300, %952) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_301 = cute.make_coord() : () -> !cute.coord<"110">
            %953 = cute.memref.load(%frg_C_61, %coord_301) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %954 = arith.mulf %953, %732 : f32
            cute.memref.store(%frg_C_61, %coord_301, %954) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_302 = cute.make_coord() : () -> !cute.coord<"111">
            %955 = cute.memref.load(%frg_C_61, %coord_302) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %956 = arith.mulf %955, %732 : f32
            cute.memref.store(%frg_C_61, %coord_302, %956) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_303 = cute.make_coord() : () -> !cute.coord<"112">
            %957 = cute.memref.load(%frg_C_61, %coord_303) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %958 = arith.mulf %957, %731 : f32
            cute.memref.store(%frg_C_61, %coord_303, %958) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_304 = cute.make_coord() : () -> !cute.coord<"113">
            %959 = cute.memref.load(%frg_C_61, %coord_304) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %960 = arith.mulf %959, %731 : f32
            cute.memref.store(%frg_C_61, %coord_304, %960) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_305 = cute.make_coord() : () -> !cute.coord<"114">
            %961 = cute.memref.load(%frg_C_61, %coord_305) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %962 = arith.mulf %961, %732 : f32
            cute.memref.store(%frg_C_61, %coord_305, %962) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_306 = cute.make_coord() : () -> !cute.coord<"115">
            %963 = cute.memref.load(%frg_C_61, %coord_306) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %964 = arith.mulf %963, %732 : f32
            cute.memref.store(%frg_C_61, %coord_306, %964) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_307 = cute.make_coord() : () -> !cute.coord<"116">
            %965 = cute.memref.load(%frg_C_61, %coord_307) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %966 = arith.mulf %965, %731 : f32
            cute.memref.store(%frg_C_61, %coord_307, %966) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_308 = cute.make_coord() : () -> !cute.coord<"117">
            %967 = cute.memref.load(%frg_C_61, %coord_308) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %968 = arith.mulf %967, %731 : f32
            cute.memref.store(%frg_C_61, %coord_308, %968) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_309 = cute.make_coord() : () -> !cute.coord<"118">
            %969 = cute.memref.load(%frg_C_61, %coord_309) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %970 = arith.mulf %969, %732 : f32
            cute.memref.store(%frg_C_61, %coord_309, %970) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_310 = cute.make_coord() : () -> !cute.coord<"119">
            %971 = cute.memref.load(%frg_C_61, %coord_310) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %972 = arith.mulf %971, %732 : f32
            cute.memref.store(%frg_C_61, %coord_310, %972) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_311 = cute.make_coord() : () -> !cute.coord<"120">
            %973 = cute.memref.load(%frg_C_61, %coord_311) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %974 = arith.mulf %973, %731 : f32
            cute.memref.store(%frg_C_61, %coord_311, %974) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_312 = cute.make_coord() : () -> !cute.coord<"121">
            %975 = cute.memref.load(%frg_C_61, %coord_312) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %976 = arith.mulf %975, %731 : f32
            cute.memref.store(%frg_C_61, %coord_312, %976) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_313 = cute.make_coord() : () -> !cute.coord<"122">
            %977 = cute.memref.load(%frg_C_61, %coord_313) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %978 = arith.mulf %977, %732 : f32
            cute.memref.store(%frg_C_61, %coord_313, %978) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_314 = cute.make_coord() : () -> !cute.coord<"123">
            %979 = cute.memref.load(%frg_C_61, %coord_314) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %980 = arith.mulf %979, %732 : f32
            cute.memref.store(%frg_C_61, %coord_314, %980) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_315 = cute.make_coord() : () -> !cute.coord<"124">
            %981 = cute.memref.load(%frg_C_61, %coord_315) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %982 = arith.mulf %981, %731 : f32
            cute.memref.store(%frg_C_61, %coord_315, %982) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_316 = cute.make_coord() : () -> !cute.coord<"125">
            %983 = cute.memref.load(%frg_C_61, %coord_316) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %984 = arith.mulf %983, %731 : f32
            cute.memref.store(%frg_C_61, %coord_316, %984) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_317 = cute.make_coord() : () -> !cute.coord<"126">
            %985 = cute.memref.load(%frg_C_61, %coord_317) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %986 = arith.mulf %985, %732 : f32
            cute.memref.store(%frg_C_61, %coord_317, %986) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_318 = cute.make_coord() : () -> !cute.coord<"127">
            %987 = cute.memref.load(%frg_C_61, %coord_318) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %988 = arith.mulf %987, %732 : f32
            cute.memref.store(%frg_C_61, %coord_318, %988) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            nvvm.wgmma.fence.aligned
            %slice_319 = cute.slice(%frg_A_56, %coord_70) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,0,?)">
            %slice_320 = cute.slice(%frg_B_58, %coord_70) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%115, %frg_C_61, %slice_319, %slice_320, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_321 = cute.slice(%frg_A_56, %coord_74) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,1,?)">
            %slice_322 = cute.slice(%frg_B_58, %coord_74) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%115, %frg_C_61, %slice_321, %slice_322, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_323 = cute.slice(%frg_A_56, %coord_78) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,2,?)">
            %slice_324 = cute.slice(%frg_B_58, %coord_78) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%115, %frg_C_61, %slice_323, %slice_324, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_325 = cute.slice(%frg_A_56, %coord_82) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,3,?)">
            %slice_326 = cute.slice(%frg_B_58, %coord_82) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%115, %frg_C_61, %slice_325, %slice_326, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            cute.memref.store(%rmem_67, %coord_62, %arg34) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
            scf.yield %200 : !mma_f16_f16_f32_64x64x16
          } {loop_annotation = #loop_annotation}
          %122 = arith.cmpi sge, %120, %c1_i32 : i32
          %123 = arith.subi %120, %c1_i32 : i32
          %124 = arith.remsi %123, %c2_i32 : i32
          %125 = arith.cmpi ne, %124, %c0_i32 : i32
          %126 = arith.andi %122, %125 : i1
          scf.if %126 {
            %157 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %158 = arith.cmpf oeq, %157, %cst_2 : f32
            %159 = arith.addi %124, %c7_i32 : i32
            nvvm.barrier id = %159 number_of_threads = %c256_i32
            %160 = arith.muli %124, %c64_i32 : i32
            %161 = arith.addi %160, %118 : i32
            %162 = arith.muli %161, %c4_i32 : i32
            %163 = arith.addi %108, %162 : i32
            %164 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%163 : i32) -> f32
            %165 = arith.addi %160, %119 : i32
            %166 = arith.muli %165, %c4_i32 : i32
            %167 = arith.addi %108, %166 : i32
            %168 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%167 : i32) -> f32
            %169 = arith.addi %109, %162 : i32
            %170 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%169 : i32) -> f32
            cute.memref.store(%rmem, %coord_62, %170) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            %171 = arith.addi %109, %166 : i32
            %172 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%171 : i32) -> f32
            cute.memref.store(%rmem, %coord_63, %172) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %173 = arith.muli %124, %c4_i32 : i32
            %174 = arith.addi %110, %173 : i32
            %175 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%174 : i32) -> f32
            nvvm.wgmma.wait.group.sync.aligned 0
            %176 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
            %177 = arith.cmpi sge, %176, %c0_i32 : i32
            scf.if %177 {
              %443 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
              %444 = arith.remsi %443, %c2_i32 : i32
              %445 = arith.addi %444, %c3_i32 : i32
              nvvm.barrier.arrive id = %445 number_of_threads = %c384_i32
              cute.memref.store(%rmem_67, %coord_62, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
            }
            %178 = cute.memref.load(%rmem, %coord_66) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %179 = arith.divf %178, %175 : f32
            %180 = arith.select %158, %cst_4, %179 : f32
            cute.memref.store(%rmem, %coord_66, %175) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %181 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %182 = arith.mulf %181, %164 : f32
            cute.memref.store(%rmem, %coord_64, %182) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %183 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %184 = arith.mulf %183, %168 : f32
            cute.memref.store(%rmem, %coord_65, %184) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            %185 = arith.mulf %164, %180 : f32
            %186 = arith.mulf %168, %180 : f32
            %187 = cute.memref.load(%frg_C_61, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %188 = arith.mulf %187, %185 : f32
            cute.memref.store(%frg_C_61, %coord_62, %188) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %189 = cute.memref.load(%frg_C_61, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %190 = arith.mulf %189, %185 : f32
            cute.memref.store(%frg_C_61, %coord_63, %190) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %191 = cute.memref.load(%frg_C_61, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %192 = arith.mulf %191, %186 : f32
            cute.memref.store(%frg_C_61, %coord_64, %192) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %193 = cute.memref.load(%frg_C_61, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %194 = arith.mulf %193, %186 : f32
            cute.memref.store(%frg_C_61, %coord_65, %194) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %195 = cute.memref.load(%frg_C_61, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %196 = arith.mulf %195, %185 : f32
            cute.memref.store(%frg_C_61, %coord_66, %196) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %coord_69 = cute.make_coord() : () -> !cute.coord<"5">
            %197 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %198 = arith.mulf %197, %185 : f32
            cute.memref.store(%frg_C_61, %coord_69, %198) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %coord_70 = cute.make_coord() : () -> !cute.coord<"6">
            %199 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %200 = arith.mulf %199, %186 : f32
            cute.memref.store(%frg_C_61, %coord_70, %200) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %coord_71 = cute.make_coord() : () -> !cute.coord<"7">
            %201 = cute.memref.load(%frg_C_61, %coord_71) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %202 = arith.mulf %201, %186 : f32
            cute.memref.store(%frg_C_61, %coord_71, %202) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %coord_72 = cute.make_coord() : () -> !cute.coord<"8">
            %203 = cute.memref.load(%frg_C_61, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %204 = arith.mulf %203, %185 : f32
            cute.memref.store(%frg_C_61, %coord_72, %204) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %coord_73 = cute.make_coord() : () -> !cute.coord<"9">
            %205 = cute.memref.load(%frg_C_61, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %206 = arith.mulf %205, %185 : f32
            cute.memref.store(%frg_C_61, %coord_73, %206) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %coord_74 = cute.make_coord() : () -> !cute.coord<"10">
            %207 = cute.memref.load(%frg_C_61, %coord_74) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %208 = arith.mulf %207, %186 : f32
            cute.memref.store(%frg_C_61, %coord_74, %208) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %coord_75 = cute.make_coord() : () -> !cute.coord<"11">
            %209 = cute.memref.load(%frg_C_61, %coord_75) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %210 = arith.mulf %209, %186 : f32
            cute.memref.store(%frg_C_61, %coord_75, %210) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %coord_76 = cute.make_coord() : () -> !cute.coord<"12">
            %211 = cute.memref.load(%frg_C_61, %coord_76) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %212 = arith.mulf %211, %185 : f32
            cute.memref.store(%frg_C_61, %coord_76, %212) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %coord_77 = cute.make_coord() : () -> !cute.coord<"13">
            %213 = cute.memref.load(%frg_C_61, %coord_77) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %214 = arith.mulf %213, %185 : f32
            cute.memref.store(%frg_C_61, %coord_77, %214) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %coord_78 = cute.make_coord() : () -> !cute.coord<"14">
            %215 = cute.memref.load(%frg_C_61, %coord_78) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %216 = arith.mulf %215, %186 : f32
            cute.memref.store(%frg_C_61, %coord_78, %216) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %coord_79 = cute.make_coord() : () -> !cute.coord<"15">
            %217 = cute.memref.load(%frg_C_61, %coord_79) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %218 = arith.mulf %217, %186 : f32
            cute.memref.store(%frg_C_61, %coord_79, %218) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %coord_80 = cute.make_coord() : () -> !cute.coord<"16">
            %219 = cute.memref.load(%frg_C_61, %coord_80) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %220 = arith.mulf %219, %185 : f32
            cute.memref.store(%frg_C_61, %coord_80, %220) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %coord_81 = cute.make_coord() : () -> !cute.coord<"17">
            %221 = cute.memref.load(%frg_C_61, %coord_81) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %222 = arith.mulf %221, %185 : f32
            cute.memref.store(%frg_C_61, %coord_81, %222) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %coord_82 = cute.make_coord() : () -> !cute.coord<"18">
            %223 = cute.memref.load(%frg_C_61, %coord_82) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %224 = arith.mulf %223, %186 : f32
            cute.memref.store(%frg_C_61, %coord_82, %224) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %coord_83 = cute.make_coord() : () -> !cute.coord<"19">
            %225 = cute.memref.load(%frg_C_61, %coord_83) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %226 = arith.mulf %225, %186 : f32
            cute.memref.store(%frg_C_61, %coord_83, %226) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %coord_84 = cute.make_coord() : () -> !cute.coord<"20">
            %227 = cute.memref.load(%frg_C_61, %coord_84) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %228 = arith.mulf %227, %185 : f32
            cute.memref.store(%frg_C_61, %coord_84, %228) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %coord_85 = cute.make_coord() : () -> !cute.coord<"21">
            %229 = cute.memref.load(%frg_C_61, %coord_85) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %230 = arith.mulf %229, %185 : f32
            cute.memref.store(%frg_C_61, %coord_85, %230) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %coord_86 = cute.make_coord() : () -> !cute.coord<"22">
            %231 = cute.memref.load(%frg_C_61, %coord_86) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %232 = arith.mulf %231, %186 : f32
            cute.memref.store(%frg_C_61, %coord_86, %232) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %coord_87 = cute.make_coord() : () -> !cute.coord<"23">
            %233 = cute.memref.load(%frg_C_61, %coord_87) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %234 = arith.mulf %233, %186 : f32
            cute.memref.store(%frg_C_61, %coord_87, %234) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %coord_88 = cute.make_coord() : () -> !cute.coord<"24">
            %235 = cute.memref.load(%frg_C_61, %coord_88) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %236 = arith.mulf %235, %185 : f32
            cute.memref.store(%frg_C_61, %coord_88, %236) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %coord_89 = cute.make_coord() : () -> !cute.coord<"25">
            %237 = cute.memref.load(%frg_C_61, %coord_89) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %238 = arith.mulf %237, %185 : f32
            cute.memref.store(%frg_C_61, %coord_89, %238) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %coord_90 = cute.make_coord() : () -> !cute.coord<"26">
            %239 = cute.memref.load(%frg_C_61, %coord_90) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %240 = arith.mulf %239, %186 : f32
            cute.memref.store(%frg_C_61, %coord_90, %240) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %coord_91 = cute.make_coord() : () -> !cute.coord<"27">
            %241 = cute.memref.load(%frg_C_61, %coord_91) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %242 = arith.mulf %241, %186 : f32
            cute.memref.store(%frg_C_61, %coord_91, %242) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %coord_92 = cute.make_coord() : () -> !cute.coord<"28">
            %243 = cute.memref.load(%frg_C_61, %coord_92) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %244 = arith.mulf %243, %185 : f32
            cute.memref.store(%frg_C_61, %coord_92, %244) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %coord_93 = cute.make_coord() : () -> !cute.coord<"29">
            %245 = cute.memref.load(%frg_C_61, %coord_93) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %246 = arith.mulf %245, %185 : f32
            cute.memref.store(%frg_C_61, %coord_93, %246) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %coord_94 = cute.make_coord() : () -> !cute.coord<"30">
            %247 = cute.memref.load(%frg_C_61, %coord_94) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %248 = arith.mulf %247, %186 : f32
            cute.memref.store(%frg_C_61, %coord_94, %248) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %coord_95 = cute.make_coord() : () -> !cute.coord<"31">
            %249 = cute.memref.load(%frg_C_61, %coord_95) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %250 = arith.mulf %249, %186 : f32
            cute.memref.store(%frg_C_61, %coord_95, %250) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_96 = cute.make_coord() : () -> !cute.coord<"32">
            %251 = cute.memref.load(%frg_C_61, %coord_96) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %252 = arith.mulf %251, %185 : f32
            cute.memref.store(%frg_C_61, %coord_96, %252) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_97 = cute.make_coord() : () -> !cute.coord<"33">
            %253 = cute.memref.load(%frg_C_61, %coord_97) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %254 = arith.mulf %253, %185 : f32
            cute.memref.store(%frg_C_61, %coord_97, %254) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_98 = cute.make_coord() : () -> !cute.coord<"34">
            %255 = cute.memref.load(%frg_C_61, %coord_98) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %256 = arith.mulf %255, %186 : f32
            cute.memref.store(%frg_C_61, %coord_98, %256) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_99 = cute.make_coord() : () -> !cute.coord<"35">
            %257 = cute.memref.load(%frg_C_61, %coord_99) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %258 = arith.mulf %257, %186 : f32
            cute.memref.store(%frg_C_61, %coord_99, %258) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_100 = cute.make_coord() : () -> !cute.coord<"36">
            %259 = cute.memref.load(%frg_C_61, %coord_100) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %260 = arith.mulf %259, %185 : f32
            cute.memref.store(%frg_C_61, %coord_100, %260) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_101 = cute.make_coord() : () -> !cute.coord<"37">
            %261 = cute.memref.load(%frg_C_61, %coord_101) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %262 = arith.mulf %261, %185 : f32
            cute.memref.store(%frg_C_61, %coord_101, %262) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_102 = cute.make_coord() : () -> !cute.coord<"38">
            %263 = cute.memref.load(%frg_C_61, %coord_102) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %264 = arith.mulf %263, %186 : f32
            cute.memref.store(%frg_C_61, %coord_102, %264) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_103 = cute.make_coord() : () -> !cute.coord<"39">
            %265 = cute.memref.load(%frg_C_61, %coord_103) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %266 = arith.mulf %265, %186 : f32
            cute.memref.store(%frg_C_61, %coord_103, %266) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_104 = cute.make_coord() : () -> !cute.coord<"40">
            %267 = cute.memref.load(%frg_C_61, %coord_104) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %268 = arith.mulf %267, %185 : f32
            cute.memref.store(%frg_C_61, %coord_104, %268) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_105 = cute.make_coord() : () -> !cute.coord<"41">
            %269 = cute.memref.load(%frg_C_61, %coord_105) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %270 = arith.mulf %269, %185 : f32
            cute.memref.store(%frg_C_61, %coord_105, %270) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_106 = cute.make_coord() : () -> !cute.coord<"42">
            %271 = cute.memref.load(%frg_C_61, %coord_106) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %272 = arith.mulf %271, %186 : f32
            cute.memref.store(%frg_C_61, %coord_106, %272) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_107 = cute.make_coord() : () -> !cute.coord<"43">
            %273 = cute.memref.load(%frg_C_61, %coord_107) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %274 = arith.mulf %273, %186 : f32
            cute.memref.store(%frg_C_61, %coord_107, %274) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_108 = cute.make_coord() : () -> !cute.coord<"44">
            %275 = cute.memref.load(%frg_C_61, %coord_108) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %276 = arith.mulf %275, %185 : f32
            cute.memref.store(%frg_C_61, %coord_108, %276) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_109 = cute.make_coord() : () -> !cute.coord<"45">
            %277 = cute.memref.load(%frg_C_61, %coord_109) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %278 = arith.mulf %277, %185 : f32
            cute.memref.store(%frg_C_61, %coord_109, %278) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_110 = cute.make_coord() : () -> !cute.coord<"46">
            %279 = cute.memref.load(%frg_C_61, %coord_110) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %280 = arith.mulf %279, %186 : f32
            cute.memref.store(%frg_C_61, %coord_110, %280) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_111 = cute.make_coord() : () -> !cute.coord<"47">
            %281 = cute.memref.load(%frg_C_61, %coord_111) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %282 = arith.mulf %281, %186 : f32
            cute.memref.store(%frg_C_61, %coord_111, %282) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_112 = cute.make_coord() : () -> !cute.coord<"48">
            %283 = cute.memref.load(%frg_C_61, %coord_112) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %284 = arith.mulf %283, %185 : f32
            cute.memref.store(%frg_C_61, %coord_112, %284) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_113 = cute.make_coord() : () -> !cute.coord<"49">
            %285 = cute.memref.load(%frg_C_61, %coord_113) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %286 = arith.mulf %285, %185 : f32
            cute.memref.store(%frg_C_61, %coord_113, %286) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_114 = cute.make_coord() : () -> !cute.coord<"50">
            %287 = cute.memref.load(%frg_C_61, %coord_114) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %288 = arith.mulf %287, %186 : f32
            cute.memref.store(%frg_C_61, %coord_114, %288) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_115 = cute.make_coord() : () -> !cute.coord<"51">
            %289 = cute.memref.load(%frg_C_61, %coord_115) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %290 = arith.mulf %289, %186 : f32
            cute.memref.store(%frg_C_61, %coord_115, %290) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_116 = cute.make_coord() : () -> !cute.coord<"52">
            %291 = cute.memref.load(%frg_C_61, %coord_116) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %292 = arith.mulf %291, %185 : f32
            cute.memref.store(%frg_C_61, %coord_116, %292) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_117 = cute.make_coord() : () -> !cute.coord<"53">
            %293 = cute.memref.load(%frg_C_61, %coord_117) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %294 = arith.mulf %293, %185 : f32
            cute.memref.store(%frg_C_61, %coord_117, %294) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_118 = cute.make_coord() : () -> !cute.coord<"54">
            %295 = cute.memref.load(%frg_C_61, %coord_118) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %296 = arith.mulf %295, %186 : f32
            cute.memref.store(%frg_C_61, %coord_118, %296) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_119 = cute.make_coord() : () -> !cute.coord<"55">
            %297 = cute.memref.load(%frg_C_61, %coord_119) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %298 = arith.mulf %297, %186 : f32
            cute.memref.store(%frg_C_61, %coord_119, %298) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_120 = cute.make_coord() : () -> !cute.coord<"56">
            %299 = cute.memref.load(%frg_C_61, %coord_120) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %300 = arith.mulf %299, %185 : f32
            cute.memref.store(%frg_C_61, %coord_120, %300) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_121 = cute.make_coord() : () -> !cute.coord<"57">
            %301 = cute.memref.load(%frg_C_61, %coord_121) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %302 = arith.mulf %301, %185 : f32
            cute.memref.store(%frg_C_61, %coord_121, %302) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_122 = cute.make_coord() : () -> !cute.coord<"58">
            %303 = cute.memref.load(%frg_C_61, %coord_122) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %304 = arith.mulf %303, %186 : f32
            cute.memref.store(%frg_C_61, %coord_122, %304) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_123 = cute.make_coord() : () -> !cute.coord<"59">
            %305 = cute.memref.load(%frg_C_61, %coord_123) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %306 = arith.mulf %305, %186 : f32
            cute.memref.store(%frg_C_61, %coord_123, %306) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_124 = cute.make_coord() : () -> !cute.coord<"60">
            %307 = cute.memref.load(%frg_C_61, %coord_124) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %308 = arith.mulf %307, %185 : f32
            cute.memref.store(%frg_C_61, %coord_124, %308) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_125 = cute.make_coord() : () -> !cute.coord<"61">
            %309 = cute.memref.load(%frg_C_61, %coord_125) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %310 = arith.mulf %309, %185 : f32
            cute.memref.store(%frg_C_61, %coord_125, %310) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_126 = cute.make_coord() : () -> !cute.coord<"62">
            %311 = cute.memref.load(%frg_C_61, %coord_126) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %312 = arith.mulf %311, %186 : f32
            cute.memref.store(%frg_C_61, %coord_126, %312) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_127 = cute.make_coord() : () -> !cute.coord<"63">
            %313 = cute.memref.load(%frg_C_61, %coord_127) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %314 = arith.mulf %313, %186 : f32
            cute.memref.store(%frg_C_61, %coord_127, %314) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_128 = cute.make_coord() : () -> !cute.coord<"64">
            %315 = cute.memref.load(%frg_C_61, %coord_128) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %316 = arith.mulf %315, %185 : f32
            cute.memref.store(%frg_C_61, %coord_128, %316) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_129 = cute.make_coord() : () -> !cute.coord<"65">
            %317 = cute.memref.load(%frg_C_61, %coord_129) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %318 = arith.mulf %317, %185 : f32
            cute.memref.store(%frg_C_61, %coord_129, %318) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_130 = cute.make_coord() : () -> !cute.coord<"66">
            %319 = cute.memref.load(%frg_C_61, %coord_130) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %320 = arith.mulf %319, %186 : f32
            cute.memref.store(%frg_C_61, %coord_130, %320) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_131 = cute.make_coord() : () -> !cute.coord<"67">
            %321 = cute.memref.load(%frg_C_61, %coord_131) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %322 = arith.mulf %321, %186 : f32
            cute.memref.store(%frg_C_61, %coord_131, %322) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_132 = cute.make_coord() : () -> !cute.coord<"68">
            %323 = cute.memref.load(%frg_C_61, %coord_132) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %324 = arith.mulf %323, %185 : f32
            cute.memref.store(%frg_C_61, %coord_132, %324) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_133 = cute.make_coord() : () -> !cute.coord<"69">
            %325 = cute.memref.load(%frg_C_61, %coord_133) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %326 = arith.mulf %325, %185 : f32
            cute.memref.store(%frg_C_61, %coord_133, %326) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_134 = cute.make_coord() : () -> !cute.coord<"70">
            %327 = cute.memref.load(%frg_C_61, %coord_134) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %328 = arith.mulf %327, %186 : f32
            cute.memref.store(%frg_C_61, %coord_134, %328) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_135 = cute.make_coord() : () -> !cute.coord<"71">
            %329 = cute.memref.load(%frg_C_61, %coord_135) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %330 = arith.mulf %329, %186 : f32
            cute.memref.store(%frg_C_61, %coord_135, %330) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_136 = cute.make_coord() : () -> !cute.coord<"72">
            %331 = cute.memref.load(%frg_C_61, %coord_136) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %332 = arith.mulf %331, %185 : f32
            cute.memref.store(%frg_C_61, %coord_136, %332) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_137 = cute.make_coord() : () -> !cute.coord<"73">
            %333 = cute.memref.load(%frg_C_61, %coord_137) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %334 = arith.mulf %333, %185 : f32
            cute.memref.store(%frg_C_61, %coord_137, %334) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_138 = cute.make_coord() : () -> !cute.coord<"74">
            %335 = cute.memref.load(%frg_C_61, %coord_138) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %336 = arith.mulf %335, %186 : f32
            cute.memref.store(%frg_C_61, %coord_138, %336) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_139 = cute.make_coord() : () -> !cute.coord<"75">
            %337 = cute.memref.load(%frg_C_61, %coord_139) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %338 = arith.mulf %337, %186 : f32
            cute.memref.store(%frg_C_61, %coord_139, %338) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_140 = cute.make_coord() : () -> !cute.coord<"76">
            %339 = cute.memref.load(%frg_C_61, %coord_140) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %340 = arith.mulf %339, %185 : f32
            cute.memref.store(%frg_C_61, %coord_140, %340) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_141 = cute.make_coord() : () -> !cute.coord<"77">
            %341 = cute.memref.load(%frg_C_61, %coord_141) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %342 = arith.mulf %341, %185 : f32
            cute.memref.store(%frg_C_61, %coord_141, %342) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_142 = cute.make_coord() : () -> !cute.coord<"78">
            %343 = cute.memref.load(%frg_C_61, %coord_142) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %344 = arith.mulf %343, %186 : f32
            cute.memref.store(%frg_C_61, %coord_142, %344) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_143 = cute.make_coord() : () -> !cute.coord<"79">
            %345 = cute.memref.load(%frg_C_61, %coord_143) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %346 = arith.mulf %345, %186 : f32
            cute.memref.store(%frg_C_61, %coord_143, %346) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_144 = cute.make_coord() : () -> !cute.coord<"80">
            %347 = cute.memref.load(%frg_C_61, %coord_144) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %348 = arith.mulf %347, %185 : f32
            cute.memref.store(%frg_C_61, %coord_144, %348) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_145 = cute.make_coord() : () -> !cute.coord<"81">
            %349 = cute.memref.load(%frg_C_61, %coord_145) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %350 = arith.mulf %349, %185 : f32
            cute.memref.store(%frg_C_61, %coord_145, %350) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_146 = cute.make_coord() : () -> !cute.coord<"82">
            %351 = cute.memref.load(%frg_C_61, %coord_146) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %352 = arith.mulf %351, %186 : f32
            cute.memref.store(%frg_C_61, %coord_146, %352) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_147 = cute.make_coord() : () -> !cute.coord<"83">
            %353 = cute.memref.load(%frg_C_61, %coord_147) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %354 = arith.mulf %353, %186 : f32
            cute.memref.store(%frg_C_61, %coord_147, %354) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_148 = cute.make_coord() : () -> !cute.coord<"84">
            %355 = cute.memref.load(%frg_C_61, %coord_148) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %356 = arith.mulf %355, %185 : f32
            cute.memref.store(%frg_C_61, %coord_148, %356) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_149 = cute.make_coord() : () -> !cute.coord<"85">
            %357 = cute.memref.load(%frg_C_61, %coord_149) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %358 = arith.mulf %357, %185 : f32
            cute.memref.store(%frg_C_61, %coord_149, %358) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_150 = cute.make_coord() : () -> !cute.coord<"86">
            %359 = cute.memref.load(%frg_C_61, %coord_150) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %360 = arith.mulf %359, %186 : f32
            cute.memref.store(%frg_C_61, %coord_150, %360) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_151 = cute.make_coord() : () -> !cute.coord<"87">
            %361 = cute.memref.load(%frg_C_61, %coord_151) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %362 = arith.mulf %361, %186 : f32
            cute.memref.store(%frg_C_61, %coord_151, %362) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_152 = cute.make_coord() : () -> !cute.coord<"88">
            %363 = cute.memref.load(%frg_C_61, %coord_152) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %364 = arith.mulf %363, %185 : f32
            cute.memref.store(%frg_C_61, %coord_152, %364) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_153 = cute.make_coord() : () -> !cute.coord<"89">
            %365 = cute.memref.load(%frg_C_61, %coord_153) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %366 = arith.mulf %365, %185 : f32
            cute.memref.store(%frg_C_61, %coord_153, %366) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_154 = cute.make_coord() : () -> !cute.coord<"90">
            %367 = cute.memref.load(%frg_C_61, %coord_154) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %368 = arith.mulf %367, %186 : f32
            cute.memref.store(%frg_C_61, %coord_154, %368) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_155 = cute.make_coord() : () -> !cute.coord<"91">
            %369 = cute.memref.load(%frg_C_61, %coord_155) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %370 = arith.mulf %369, %186 : f32
            cute.memref.store(%frg_C_61, %coord_155, %370) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_156 = cute.make_coord() : () -> !cute.coord<"92">
            %371 = cute.memref.load(%frg_C_61, %coord_156) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %372 = arith.mulf %371, %185 : f32
            cute.memref.store(%frg_C_61, %coord_156, %372) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_157 = cute.make_coord() : () -> !cute.coord<"93">
            %373 = cute.memref.load(%frg_C_61, %coord_157) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %374 = arith.mulf %373, %185 : f32
            cute.memref.store(%frg_C_61, %coord_157, %374) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_158 = cute.make_coord() : () -> !cute.coord<"94">
            %375 = cute.memref.load(%frg_C_61, %coord_158) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %376 = arith.mulf %375, %186 : f32
            cute.memref.store(%frg_C_61, %coord_158, %376) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_159 = cute.make_coord() : () -> !cute.coord<"95">
            %377 = cute.memref.load(%frg_C_61, %coord_159) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %378 = arith.mulf %377, %186 : f32
            cute.memref.store(%frg_C_61, %coord_159, %378) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_160 = cute.make_coord() : () -> !cute.coord<"96">
            %379 = cute.memref.load(%frg_C_61, %coord_160) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %380 = arith.mulf %379, %185 : f32
            cute.memref.store(%frg_C_61, %coord_160, %380) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_161 = cute.make_coord() : () -> !cute.coord<"97">
            %381 = cute.memref.load(%frg_C_61, %coord_161) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %382 = arith.mulf %381, %185 : f32
            cute.memref.store(%frg_C_61, %coord_161, %382) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_162 = cute.make_coord() : () -> !cute.coord<"98">
            %383 = cute.memref.load(%frg_C_61, %coord_162) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %384 = arith.mulf %383, %186 : f32
            cute.memref.store(%frg_C_61, %coord_162, %384) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_163 = cute.make_coord() : () -> !cute.coord<"99">
            %385 = cute.memref.load(%frg_C_61, %coord_163) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %386 = arith.mulf %385, %186 : f32
            cute.memref.store(%frg_C_61, %coord_163, %386) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_164 = cute.make_coord() : () -> !cute.coord<"100">
            %387 = cute.memref.load(%frg_C_61, %coord_164) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %388 = arith.mulf %387, %185 : f32
            cute.memref.store(%frg_C_61, %coord_164, %388) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_165 = cute.make_coord() : () -> !cute.coord<"101">
            %389 = cute.memref.load(%frg_C_61, %coord_165) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %390 = arith.mulf %389, %185 : f32
            cute.memref.store(%frg_C_61, %coord_165, %390) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_166 = cute.make_coord() : () -> !cute.coord<"102">
            %391 = cute.memref.load(%frg_C_61, %coord_166) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %392 = arith.mulf %391, %186 : f32
            cute.memref.store(%frg_C_61, %coord_166, %392) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_167 = cute.make_coord() : () -> !cute.coord<"103">
            %393 = cute.memref.load(%frg_C_61, %coord_167) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %394 = arith.mulf %393, %186 : f32
            cute.memref.store(%frg_C_61, %coord_167, %394) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_168 = cute.make_coord() : () -> !cute.coord<"104">
            %395 = cute.memref.load(%frg_C_61, %coord_168) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %396 = arith.mulf %395, %185 : f32
            cute.memref.store(%frg_C_61, %coord_168, %396) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_169 = cute.make_coord() : () -> !cute.coord<"105">
            %397 = cute.memref.load(%frg_C_61, %coord_169) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %398 = arith.mulf %397, %185 : f32
            cute.memref.store(%frg_C_61, %coord_169, %398) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_170 = cute.make_coord() : () -> !cute.coord<"106">
            %399 = cute.memref.load(%frg_C_61, %coord_170) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %400 = arith.mulf %399, %186 : f32
            cute.memref.store(%frg_C_61, %coord_170, %400) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_171 = cute.make_coord() : () -> !cute.coord<"107">
            %401 = cute.memref.load(%frg_C_61, %coord_171) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %402 = arith.mulf %401, %186 : f32
            cute.memref.store(%frg_C_61, %coord_171, %402) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_172 = cute.make_coord() : () -> !cute.coord<"108">
            %403 = cute.memref.load(%frg_C_61, %coord_172) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %404 = arith.mulf %403, %185 : f32
            cute.memref.store(%frg_C_61, %coord_172, %404) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_173 = cute.make_coord() : () -> !cute.coord<"109">
            %405 = cute.memref.load(%frg_C_61, %coord_173) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %406 = arith.mulf %405, %185 : f32
            cute.memref.store(%frg_C_61, %coord_173, %406) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_174 = cute.make_coord() : () -> !cute.coord<"110">
            %407 = cute.memref.load(%frg_C_61, %coord_174) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %408 = arith.mulf %407, %186 : f32
            cute.memref.store(%frg_C_61, %coord_174, %408) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_175 = cute.make_coord() : () -> !cute.coord<"111">
            %409 = cute.memref.load(%frg_C_61, %coord_175) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %410 = arith.mulf %409, %186 : f32
            cute.memref.store(%frg_C_61, %coord_175, %410) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_176 = cute.make_coord() : () -> !cute.coord<"112">
            %411 = cute.memref.load(%frg_C_61, %coord_176) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %412 = arith.mulf %411, %185 : f32
            cute.memref.store(%frg_C_61, %coord_176, %412) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_177 = cute.make_coord() : () -> !cute.coord<"113">
            %413 = cute.memref.load(%frg_C_61, %coord_177) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %414 = arith.mulf %413, %185 : f32
            cute.memref.store(%frg_C_61, %coord_177, %414) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_178 = cute.make_coord() : () -> !cute.coord<"114">
            %415 = cute.memref.load(%frg_C_61, %coord_178) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %416 = arith.mulf %415, %186 : f32
            cute.memref.store(%frg_C_61, %coord_178, %416) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_179 = cute.make_coord() : () -> !cute.coord<"115">
            %417 = cute.memref.load(%frg_C_61, %coord_179) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %418 = arith.mulf %417, %186 : f32
            cute.memref.store(%frg_C_61, %coord_179, %418) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_180 = cute.make_coord() : () -> !cute.coord<"116">
            %419 = cute.memref.load(%frg_C_61, %coord_180) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %420 = arith.mulf %419, %185 : f32
            cute.memref.store(%frg_C_61, %coord_180, %420) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_181 = cute.make_coord() : () -> !cute.coord<"117">
            %421 = cute.memref.load(%frg_C_61, %coord_181) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %422 = arith.mulf %421, %185 : f32
            cute.memref.store(%frg_C_61, %coord_181, %422) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_182 = cute.make_coord() : () -> !cute.coord<"118">
            %423 = cute.memref.load(%frg_C_61, %coord_182) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %424 = arith.mulf %423, %186 : f32
            cute.memref.store(%frg_C_61, %coord_182, %424) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_183 = cute.make_coord() : () -> !cute.coord<"119">
            %425 = cute.memref.load(%frg_C_61, %coord_183) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %426 = arith.mulf %425, %186 : f32
            cute.memref.store(%frg_C_61, %coord_183, %426) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_184 = cute.make_coord() : () -> !cute.coord<"120">
            %427 = cute.memref.load(%frg_C_61, %coord_184) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %428 = arith.mulf %427, %185 : f32
            cute.memref.store(%frg_C_61, %coord_184, %428) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_185 = cute.make_coord() : () -> !cute.coord<"121">
            %429 = cute.memref.load(%frg_C_61, %coord_185) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %430 = arith.mulf %429, %185 : f32
            cute.memref.store(%frg_C_61, %coord_185, %430) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_186 = cute.make_coord() : () -> !cute.coord<"122">
            %431 = cute.memref.load(%frg_C_61, %coord_186) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %432 = arith.mulf %431, %186 : f32
            cute.memref.store(%frg_C_61, %coord_186, %432) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_187 = cute.make_coord() : () -> !cute.coord<"123">
            %433 = cute.memref.load(%frg_C_61, %coord_187) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %434 = arith.mulf %433, %186 : f32
            cute.memref.store(%frg_C_61, %coord_187, %434) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_188 = cute.make_coord() : () -> !cute.coord<"124">
            %435 = cute.memref.load(%frg_C_61, %coord_188) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %436 = arith.mulf %435, %185 : f32
            cute.memref.store(%frg_C_61, %coord_188, %436) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_189 = cute.make_coord() : () -> !cute.coord<"125">
            %437 = cute.memref.load(%frg_C_61, %coord_189) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %438 = arith.mulf %437, %185 : f32
            cute.memref.store(%frg_C_61, %coord_189, %438) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_190 = cute.make_coord() : () -> !cute.coord<"126">
            %439 = cute.memref.load(%frg_C_61, %coord_190) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %440 = arith.mulf %439, %186 : f32
            cute.memref.store(%frg_C_61, %coord_190, %440) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_191 = cute.make_coord() : () -> !cute.coord<"127">
            %441 = cute.memref.load(%frg_C_61, %coord_191) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %442 = arith.mulf %441, %186 : f32
            cute.memref.store(%frg_C_61, %coord_191, %442) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            nvvm.wgmma.fence.aligned
            %coord_192 = cute.make_coord(%124) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice = cute.slice(%frg_A_56, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,0,?)">
            %slice_193 = cute.slice(%frg_B_58, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%115, %frg_C_61, %slice, %slice_193, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %coord_194 = cute.make_coord(%124) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_195 = cute.slice(%frg_A_56, %coord_194) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,1,?)">
            %slice_196 = cute.slice(%frg_B_58, %coord_194) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%115, %frg_C_61, %slice_195, %slice_196, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %coord_197 = cute.make_coord(%124) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_198 = cute.slice(%frg_A_56, %coord_197) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,2,?)">
            %slice_199 = cute.slice(%frg_B_58, %coord_197) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%115, %frg_C_61, %slice_198, %slice_199, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %coord_200 = cute.make_coord(%124) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_201 = cute.slice(%frg_A_56, %coord_200) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,3,?)">
            %slice_202 = cute.slice(%frg_B_58, %coord_200) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%115, %frg_C_61, %slice_201, %slice_202, %frg_C_61) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            cute.memref.store(%rmem_67, %coord_62, %123) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          %127 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
          %128 = arith.cmpi sge, %127, %c0_i32 : i32
          scf.if %128 {
            %157 = cute.memref.load(%rmem_67, %coord_62) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
            %158 = arith.remsi %157, %c2_i32 : i32
            %159 = arith.addi %158, %c3_i32 : i32
            nvvm.barrier.arrive id = %159 number_of_threads = %c384_i32
            cute.memref.store(%rmem_67, %coord_62, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
          }
          %129 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %130 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %131 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %132 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %133 = cute.memref.load(%rmem, %coord_66) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %iter_68 = cute.recast_iter(%ptr_14) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %134 = cute.ptrtoint(%iter_68) : !cute.ptr<f32, smem, align<512>> to i32
          %135 = nvvm.shfl.sync bfly %c-1_i32, %131, %c1_i32, %c31_i32 : f32 -> f32
          %136 = arith.addf %131, %135 : f32
          %137 = nvvm.shfl.sync bfly %c-1_i32, %132, %c1_i32, %c31_i32 : f32 -> f32
          %138 = arith.addf %132, %137 : f32
          %139 = nvvm.shfl.sync bfly %c-1_i32, %136, %c2_i32, %c31_i32 : f32 -> f32
          %140 = arith.addf %136, %139 : f32
          %141 = nvvm.shfl.sync bfly %c-1_i32, %138, %c2_i32, %c31_i32 : f32 -> f32
          %142 = arith.addf %138, %141 : f32
          %143 = arith.remsi %105, %c4_i32 : i32
          %144 = arith.cmpi eq, %143, %c0_i32 : i32
          scf.if %144 {
            %157 = arith.muli %118, %c4_i32 : i32
            %158 = arith.addi %134, %157 : i32
            %159 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %140 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%158, %159 : i32, f32)
            %160 = arith.muli %119, %c4_i32 : i32
            %161 = arith.addi %134, %160 : i32
            %162 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %142 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%161, %162 : i32, f32)
          }
          nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
          %145 = arith.addi %118, %c64_i32 : i32
          %146 = arith.muli %145, %c4_i32 : i32
          %147 = arith.addi %134, %146 : i32
          %148 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%147 : i32) -> f32
          %149 = arith.addf %140, %148 : f32
          %150 = arith.addi %118, %c72_i32 : i32
          %151 = arith.muli %150, %c4_i32 : i32
          %152 = arith.addi %134, %151 : i32
          %153 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%152 : i32) -> f32
          %154 = arith.addf %142, %153 : f32
          %155 = arith.muli %143, %c2_i32 : i32
          %156 = arith.cmpi eq, %arg33, %c1_i32 : i32
          scf.if %156 {
            %157 = arith.cmpf oeq, %129, %cst_2 : f32
            %158 = arith.select %157, %cst_3, %129 : f32
            %159 = arith.cmpf oeq, %130, %cst_2 : f32
            %160 = arith.select %159, %cst_3, %130 : f32
            %161 = arith.subi %15, %c1_i32 : i32
            %162 = arith.minsi %118, %161 : i32
            %163 = arith.addi %13, %162 : i32
            %164 = arith.extsi %163 : i32 to i64
            %165 = arith.muli %164, %c4_i64 : i64
            %166 = arith.addi %arg9, %165 : i64
            %167 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%166 : i64) -> f32
            %168 = arith.minsi %119, %161 : i32
            %169 = arith.addi %13, %168 : i32
            %170 = arith.extsi %169 : i32 to i64
            %171 = arith.muli %170, %c4_i64 : i64
            %172 = arith.addi %arg9, %171 : i64
            %173 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%172 : i64) -> f32
            %174 = arith.mulf %167, %cst_1 : f32
            %175 = arith.subf %174, %158 : f32
            %176 = math.exp2 %175 : f32
            %177 = arith.addf %149, %176 : f32
            %178 = arith.mulf %173, %cst_1 : f32
            %179 = arith.subf %178, %160 : f32
            %180 = math.exp2 %179 : f32
            %181 = arith.addf %154, %180 : f32
            %182 = arith.cmpf ogt, %149, %cst_3 : f32
            %183 = arith.divf %133, %177 : f32
            %184 = arith.select %182, %183, %cst_3 : f32
            %185 = arith.cmpf ogt, %154, %cst_3 : f32
            %186 = arith.divf %133, %181 : f32
            %187 = arith.select %185, %186, %cst_3 : f32
            %188 = arith.extsi %arg6 : i32 to i64
            %189 = arith.muli %16, %188 : i64
            %190 = arith.addi %13, %118 : i32
            %191 = arith.extsi %190 : i32 to i64
            %192 = arith.extsi %arg7 : i32 to i64
            %193 = arith.muli %191, %192 : i64
            %194 = arith.addi %189, %193 : i64
            %195 = arith.muli %194, %c2_i64 : i64
            %196 = arith.addi %arg5, %195 : i64
            %197 = arith.addi %13, %119 : i32
            %198 = arith.extsi %197 : i32 to i64
            %199 = arith.muli %198, %192 : i64
            %200 = arith.addi %189, %199 : i64
            %201 = arith.muli %200, %c2_i64 : i64
            %202 = arith.addi %arg5, %201 : i64
            %203 = arith.cmpi slt, %118, %15 : i32
            scf.if %203 {
              %236 = arith.muli %143, %c4_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %239 = cute.memref.load(%frg_C_61, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %241 = cute.memref.load(%frg_C_61, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %204 = arith.cmpi slt, %119, %15 : i32
            scf.if %204 {
              %236 = arith.muli %143, %c4_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %239 = cute.memref.load(%frg_C_61, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %241 = cute.memref.load(%frg_C_61, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %205 = arith.addi %155, %c8_i32 : i32
            scf.if %203 {
              %236 = arith.muli %205, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %239 = cute.memref.load(%frg_C_61, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_69 = cute.make_coord() : () -> !cute.coord<"5">
              %241 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %205, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"6">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"7">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %206 = arith.addi %155, %c16_i32 : i32
            scf.if %203 {
              %236 = arith.muli %206, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"8">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"9">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %206, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"10">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"11">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %207 = arith.addi %155, %c24_i32 : i32
            scf.if %203 {
              %236 = arith.muli %207, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"12">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"13">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %207, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"14">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"15">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %208 = arith.addi %155, %c32_i32 : i32
            scf.if %203 {
              %236 = arith.muli %208, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"16">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"17">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %208, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"18">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"19">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %209 = arith.addi %155, %c40_i32 : i32
            scf.if %203 {
              %236 = arith.muli %209, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"20">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"21">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %209, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"22">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"23">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %210 = arith.addi %155, %c48_i32 : i32
            scf.if %203 {
              %236 = arith.muli %210, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"24">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"25">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %210, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"26">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"27">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %211 = arith.addi %155, %c56_i32 : i32
            scf.if %203 {
              %236 = arith.muli %211, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"28">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"29">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %211, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"30">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"31">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %212 = arith.addi %155, %c64_i32 : i32
            scf.if %203 {
              %236 = arith.muli %212, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"32">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"33">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %212, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"34">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"35">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %213 = arith.addi %155, %c72_i32 : i32
            scf.if %203 {
              %236 = arith.muli %213, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"36">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"37">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %213, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"38">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"39">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %214 = arith.addi %155, %c80_i32 : i32
            scf.if %203 {
              %236 = arith.muli %214, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"40">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"41">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %214, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"42">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"43">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %215 = arith.addi %155, %c88_i32 : i32
            scf.if %203 {
              %236 = arith.muli %215, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"44">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"45">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %215, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"46">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"47">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %216 = arith.addi %155, %c96_i32 : i32
            scf.if %203 {
              %236 = arith.muli %216, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"48">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"49">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %216, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"50">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"51">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %217 = arith.addi %155, %c104_i32 : i32
            scf.if %203 {
              %236 = arith.muli %217, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"52">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"53">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %217, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"54">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"55">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %218 = arith.addi %155, %c112_i32 : i32
            scf.if %203 {
              %236 = arith.muli %218, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"56">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"57">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %218, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"58">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"59">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %219 = arith.addi %155, %c120_i32 : i32
            scf.if %203 {
              %236 = arith.muli %219, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"60">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"61">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %219, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"62">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"63">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %220 = arith.addi %155, %c128_i32 : i32
            scf.if %203 {
              %236 = arith.muli %220, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"64">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"65">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %220, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"66">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"67">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %221 = arith.addi %155, %c136_i32 : i32
            scf.if %203 {
              %236 = arith.muli %221, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"68">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"69">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %221, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"70">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"71">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %222 = arith.addi %155, %c144_i32 : i32
            scf.if %203 {
              %236 = arith.muli %222, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"72">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"73">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %222, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"74">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"75">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %223 = arith.addi %155, %c152_i32 : i32
            scf.if %203 {
              %236 = arith.muli %223, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"76">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"77">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %223, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"78">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"79">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %224 = arith.addi %155, %c160_i32 : i32
            scf.if %203 {
              %236 = arith.muli %224, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"80">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"81">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %224, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"82">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"83">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %225 = arith.addi %155, %c168_i32 : i32
            scf.if %203 {
              %236 = arith.muli %225, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"84">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"85">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %225, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"86">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"87">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %226 = arith.addi %155, %c176_i32 : i32
            scf.if %203 {
              %236 = arith.muli %226, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"88">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"89">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %226, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"90">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"91">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %227 = arith.addi %155, %c184_i32 : i32
            scf.if %203 {
              %236 = arith.muli %227, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"92">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"93">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %227, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"94">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"95">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %228 = arith.addi %155, %c192_i32 : i32
            scf.if %203 {
              %236 = arith.muli %228, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"96">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"97">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %228, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"98">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"99">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %229 = arith.addi %155, %c200_i32 : i32
            scf.if %203 {
              %236 = arith.muli %229, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"100">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"101">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %229, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"102">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"103">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %230 = arith.addi %155, %c208_i32 : i32
            scf.if %203 {
              %236 = arith.muli %230, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"104">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"105">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %230, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"106">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"107">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %231 = arith.addi %155, %c216_i32 : i32
            scf.if %203 {
              %236 = arith.muli %231, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"108">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"109">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %231, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"110">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"111">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %232 = arith.addi %155, %c224_i32 : i32
            scf.if %203 {
              %236 = arith.muli %232, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"112">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"113">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %232, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"114">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"115">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %233 = arith.addi %155, %c232_i32 : i32
            scf.if %203 {
              %236 = arith.muli %233, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"116">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"117">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %233, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"118">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"119">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %234 = arith.addi %155, %c240_i32 : i32
            scf.if %203 {
              %236 = arith.muli %234, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"120">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"121">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %234, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"122">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"123">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            %235 = arith.addi %155, %c248_i32 : i32
            scf.if %203 {
              %236 = arith.muli %235, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %196, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"124">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %240 = arith.mulf %239, %184 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"125">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %242 = arith.mulf %241, %184 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %204 {
              %236 = arith.muli %235, %c2_i32 : i32
              %237 = arith.extsi %236 : i32 to i64
              %238 = arith.addi %202, %237 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"126">
              %239 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %240 = arith.mulf %239, %187 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"127">
              %241 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %242 = arith.mulf %241, %187 : f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              %244 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %242 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%238, %243, %244 : i64, f32, f32)
            }
            scf.if %144 {
              %236 = arith.extsi %arg31 : i32 to i64
              %237 = arith.muli %16, %236 : i64
              %238 = arith.extsi %13 : i32 to i64
              %239 = arith.addi %237, %238 : i64
              %240 = arith.muli %239, %c4_i64 : i64
              %241 = arith.addi %arg8, %240 : i64
              scf.if %203 {
                %242 = arith.muli %118, %c4_i32 : i32
                %243 = arith.extsi %242 : i32 to i64
                %244 = arith.addi %241, %243 : i64
                %245 = math.log2 %149 : f32
                %246 = arith.addf %245, %158 : f32
                %247 = arith.mulf %246, %cst_0 : f32
                %248 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %247 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%244, %248 : i64, f32)
              }
              scf.if %204 {
                %242 = arith.muli %119, %c4_i32 : i32
                %243 = arith.extsi %242 : i32 to i64
                %244 = arith.addi %241, %243 : i64
                %245 = math.log2 %154 : f32
                %246 = arith.addf %245, %160 : f32
                %247 = arith.mulf %246, %cst_0 : f32
                %248 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %247 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%244, %248 : i64, f32)
              }
            }
          } else {
            %157 = arith.extsi %5 : i32 to i64
            %158 = arith.muli %16, %157 : i64
            %159 = arith.extsi %3 : i32 to i64
            %160 = arith.addi %158, %159 : i64
            %161 = arith.extsi %arg33 : i32 to i64
            %162 = arith.muli %160, %161 : i64
            %163 = arith.cmpf ogt, %149, %cst_3 : f32
            %164 = arith.divf %133, %149 : f32
            %165 = arith.select %163, %164, %cst_3 : f32
            %166 = arith.cmpf ogt, %154, %cst_3 : f32
            %167 = arith.divf %133, %154 : f32
            %168 = arith.select %166, %167, %cst_3 : f32
            %169 = arith.extsi %4 : i32 to i64
            %170 = arith.addi %162, %169 : i64
            %171 = arith.extsi %15 : i32 to i64
            %172 = arith.muli %170, %171 : i64
            %173 = arith.extsi %118 : i32 to i64
            %174 = arith.addi %172, %173 : i64
            %175 = arith.muli %174, %c2048_i64 : i64
            %176 = arith.addi %arg29, %175 : i64
            %177 = arith.extsi %119 : i32 to i64
            %178 = arith.addi %172, %177 : i64
            %179 = arith.muli %178, %c2048_i64 : i64
            %180 = arith.addi %arg29, %179 : i64
            %181 = arith.cmpi slt, %118, %15 : i32
            scf.if %181 {
              %220 = arith.muli %143, %c8_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %223 = cute.memref.load(%frg_C_61, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %225 = cute.memref.load(%frg_C_61, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %182 = arith.cmpi slt, %119, %15 : i32
            scf.if %182 {
              %220 = arith.muli %143, %c8_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %223 = cute.memref.load(%frg_C_61, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %225 = cute.memref.load(%frg_C_61, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %183 = arith.addi %155, %c8_i32 : i32
            scf.if %181 {
              %220 = arith.muli %183, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %223 = cute.memref.load(%frg_C_61, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_69 = cute.make_coord() : () -> !cute.coord<"5">
              %225 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %183, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"6">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"7">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %184 = arith.addi %155, %c16_i32 : i32
            scf.if %181 {
              %220 = arith.muli %184, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"8">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"9">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %184, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"10">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"11">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %185 = arith.addi %155, %c24_i32 : i32
            scf.if %181 {
              %220 = arith.muli %185, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"12">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"13">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %185, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"14">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"15">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %186 = arith.addi %155, %c32_i32 : i32
            scf.if %181 {
              %220 = arith.muli %186, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"16">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"17">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %186, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"18">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"19">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %187 = arith.addi %155, %c40_i32 : i32
            scf.if %181 {
              %220 = arith.muli %187, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"20">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"21">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %187, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"22">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"23">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %188 = arith.addi %155, %c48_i32 : i32
            scf.if %181 {
              %220 = arith.muli %188, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"24">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"25">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %188, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"26">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"27">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %189 = arith.addi %155, %c56_i32 : i32
            scf.if %181 {
              %220 = arith.muli %189, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"28">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"29">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %189, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"30">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"31">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %190 = arith.addi %155, %c64_i32 : i32
            scf.if %181 {
              %220 = arith.muli %190, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"32">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"33">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %190, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"34">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"35">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %191 = arith.addi %155, %c72_i32 : i32
            scf.if %181 {
              %220 = arith.muli %191, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"36">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"37">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %191, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"38">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"39">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %192 = arith.addi %155, %c80_i32 : i32
            scf.if %181 {
              %220 = arith.muli %192, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"40">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"41">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %192, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"42">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"43">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %193 = arith.addi %155, %c88_i32 : i32
            scf.if %181 {
              %220 = arith.muli %193, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"44">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"45">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %193, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"46">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"47">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %194 = arith.addi %155, %c96_i32 : i32
            scf.if %181 {
              %220 = arith.muli %194, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"48">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"49">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %194, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"50">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"51">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %195 = arith.addi %155, %c104_i32 : i32
            scf.if %181 {
              %220 = arith.muli %195, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"52">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"53">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %195, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"54">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"55">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %196 = arith.addi %155, %c112_i32 : i32
            scf.if %181 {
              %220 = arith.muli %196, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"56">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"57">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %196, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"58">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"59">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %197 = arith.addi %155, %c120_i32 : i32
            scf.if %181 {
              %220 = arith.muli %197, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"60">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"61">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %197, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"62">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"63">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %198 = arith.addi %155, %c128_i32 : i32
            scf.if %181 {
              %220 = arith.muli %198, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"64">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"65">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %198, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"66">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"67">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %199 = arith.addi %155, %c136_i32 : i32
            scf.if %181 {
              %220 = arith.muli %199, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"68">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"69">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %199, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"70">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"71">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %200 = arith.addi %155, %c144_i32 : i32
            scf.if %181 {
              %220 = arith.muli %200, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"72">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"73">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %200, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"74">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"75">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %201 = arith.addi %155, %c152_i32 : i32
            scf.if %181 {
              %220 = arith.muli %201, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"76">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"77">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %201, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"78">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"79">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %202 = arith.addi %155, %c160_i32 : i32
            scf.if %181 {
              %220 = arith.muli %202, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"80">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"81">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %202, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"82">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"83">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %203 = arith.addi %155, %c168_i32 : i32
            scf.if %181 {
              %220 = arith.muli %203, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"84">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"85">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %203, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"86">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"87">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %204 = arith.addi %155, %c176_i32 : i32
            scf.if %181 {
              %220 = arith.muli %204, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"88">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"89">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %204, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"90">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"91">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %205 = arith.addi %155, %c184_i32 : i32
            scf.if %181 {
              %220 = arith.muli %205, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"92">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"93">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %205, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"94">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"95">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %206 = arith.addi %155, %c192_i32 : i32
            scf.if %181 {
              %220 = arith.muli %206, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"96">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"97">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %206, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"98">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"99">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %207 = arith.addi %155, %c200_i32 : i32
            scf.if %181 {
              %220 = arith.muli %207, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"100">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"101">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %207, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"102">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"103">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %208 = arith.addi %155, %c208_i32 : i32
            scf.if %181 {
              %220 = arith.muli %208, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"104">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"105">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %208, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"106">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"107">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %209 = arith.addi %155, %c216_i32 : i32
            scf.if %181 {
              %220 = arith.muli %209, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"108">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"109">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %209, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"110">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"111">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %210 = arith.addi %155, %c224_i32 : i32
            scf.if %181 {
              %220 = arith.muli %210, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"112">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"113">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %210, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"114">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"115">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %211 = arith.addi %155, %c232_i32 : i32
            scf.if %181 {
              %220 = arith.muli %211, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"116">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"117">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %211, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"118">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"119">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %212 = arith.addi %155, %c240_i32 : i32
            scf.if %181 {
              %220 = arith.muli %212, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"120">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"121">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %212, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"122">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"123">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            %213 = arith.addi %155, %c248_i32 : i32
            scf.if %181 {
              %220 = arith.muli %213, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %176, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"124">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %224 = arith.mulf %223, %165 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"125">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %226 = arith.mulf %225, %165 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %182 {
              %220 = arith.muli %213, %c4_i32 : i32
              %221 = arith.extsi %220 : i32 to i64
              %222 = arith.addi %180, %221 : i64
              %coord_69 = cute.make_coord() : () -> !cute.coord<"126">
              %223 = cute.memref.load(%frg_C_61, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %224 = arith.mulf %223, %168 : f32
              %coord_70 = cute.make_coord() : () -> !cute.coord<"127">
              %225 = cute.memref.load(%frg_C_61, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %226 = arith.mulf %225, %168 : f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %224 : (f32) -> f32
              %228 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%222, %227, %228 : i64, f32, f32)
            }
            scf.if %144 {
              %220 = arith.muli %172, %c4_i64 : i64
              %221 = arith.addi %arg30, %220 : i64
              scf.if %181 {
                %222 = arith.muli %118, %c4_i32 : i32
                %223 = arith.extsi %222 : i32 to i64
                %224 = arith.addi %221, %223 : i64
                %225 = math.log2 %149 : f32
                %226 = arith.addf %129, %225 : f32
                %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%224, %227 : i64, f32)
              }
              scf.if %182 {
                %222 = arith.muli %119, %c4_i32 : i32
                %223 = arith.extsi %222 : i32 to i64
                %224 = arith.addi %221, %223 : i64
                %225 = math.log2 %154 : f32
                %226 = arith.addf %130, %225 : f32
                %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %226 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%224, %227 : i64, f32)
              }
            }
            nvvm.inline_ptx "fence.acq_rel.gpu;"
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %214 = arith.muli %160, %c4_i64 : i64
            %215 = arith.addi %arg28, %214 : i64
            %216 = arith.cmpi eq, %102, %c0_i32 : i32
            scf.if %216 {
              %220 = nvvm.inline_ptx "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};" ro(%215, %c1_i32 : i64, i32) -> i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%12, %220 : i32, i32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %217 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%12 : i32) -> i32
            %218 = arith.subi %arg33, %c1_i32 : i32
            %219 = arith.cmpi eq, %217, %218 : i32
            scf.if %219 {
              nvvm.inline_ptx "fence.acq_rel.gpu;"
              %220 = arith.muli %102, %c2_i32 : i32
              scf.for %arg34 = %c0_i32 to %15 step %c1_i32  : i32 {
                %221 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_2) -> (f32)  : i32 {
                  %250 = arith.extsi %arg35 : i32 to i64
                  %251 = arith.addi %162, %250 : i64
                  %252 = arith.muli %251, %171 : i64
                  %253 = arith.extsi %arg34 : i32 to i64
                  %254 = arith.addi %252, %253 : i64
                  %255 = arith.muli %254, %c4_i64 : i64
                  %256 = arith.addi %arg30, %255 : i64
                  %257 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%256 : i64) -> f32
                  %258 = nvvm.fmax %arg36, %257
                  scf.yield %258 : f32
                } {loop_annotation = #loop_annotation}
                %222 = arith.cmpf oeq, %221, %cst_2 : f32
                %223 = arith.select %222, %cst_3, %221 : f32
                %224:3 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_3, %arg37 = %cst_3, %arg38 = %cst_3) -> (f32, f32, f32)  : i32 {
                  %250 = arith.extsi %arg35 : i32 to i64
                  %251 = arith.addi %162, %250 : i64
                  %252 = arith.muli %251, %171 : i64
                  %253 = arith.extsi %arg34 : i32 to i64
                  %254 = arith.addi %252, %253 : i64
                  %255 = arith.muli %254, %c4_i64 : i64
                  %256 = arith.addi %arg30, %255 : i64
                  %257 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%256 : i64) -> f32
                  %258 = arith.subf %257, %223 : f32
                  %259 = math.exp2 %258 : f32
                  %260 = arith.addf %arg36, %259 : f32
                  %261 = arith.muli %254, %c512_i64 : i64
                  %262 = arith.extsi %220 : i32 to i64
                  %263 = arith.addi %261, %262 : i64
                  %264 = arith.muli %263, %c4_i64 : i64
                  %265 = arith.addi %arg29, %264 : i64
                  %266 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%265 : i64) -> f32
                  %267 = arith.mulf %259, %266 : f32
                  %268 = arith.addf %arg37, %267 : f32
                  %269 = arith.addi %265, %c4_i64 : i64
                  %270 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%269 : i64) -> f32
                  %271 = arith.mulf %259, %270 : f32
                  %272 = arith.addf %arg38, %271 : f32
                  scf.yield %260, %268, %272 : f32, f32, f32
                } {loop_annotation = #loop_annotation}
                %225 = arith.addi %13, %arg34 : i32
                %226 = arith.extsi %225 : i32 to i64
                %227 = arith.muli %226, %c4_i64 : i64
                %228 = arith.addi %arg9, %227 : i64
                %229 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%228 : i64) -> f32
                %230 = arith.mulf %229, %cst_1 : f32
                %231 = arith.subf %230, %223 : f32
                %232 = math.exp2 %231 : f32
                %233 = arith.addf %224#0, %232 : f32
                %234 = arith.cmpf ogt, %224#0, %cst_3 : f32
                %235 = arith.divf %cst_4, %233 : f32
                %236 = arith.select %234, %235, %cst_3 : f32
                %237 = arith.extsi %arg6 : i32 to i64
                %238 = arith.muli %16, %237 : i64
                %239 = arith.extsi %arg7 : i32 to i64
                %240 = arith.muli %226, %239 : i64
                %241 = arith.addi %238, %240 : i64
                %242 = arith.extsi %220 : i32 to i64
                %243 = arith.addi %241, %242 : i64
                %244 = arith.muli %243, %c2_i64 : i64
                %245 = arith.addi %arg5, %244 : i64
                %246 = arith.mulf %224#1, %236 : f32
                %247 = arith.mulf %224#2, %236 : f32
                %248 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %246 : (f32) -> f32
                %249 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %247 : (f32) -> f32
                nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%245, %248, %249 : i64, f32, f32)
                scf.if %216 {
                  %250 = arith.extsi %arg31 : i32 to i64
                  %251 = arith.muli %16, %250 : i64
                  %252 = arith.extsi %13 : i32 to i64
                  %253 = arith.addi %251, %252 : i64
                  %254 = arith.extsi %arg34 : i32 to i64
                  %255 = arith.addi %253, %254 : i64
                  %256 = arith.muli %255, %c4_i64 : i64
                  %257 = arith.addi %arg8, %256 : i64
                  %258 = math.log2 %224#0 : f32
                  %259 = arith.addf %258, %223 : f32
                  %260 = arith.mulf %259, %cst_0 : f32
                  %261 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %260 : (f32) -> f32
                  nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%257, %261 : i64, f32)
                }
              } {loop_annotation = #loop_annotation}
              scf.if %216 {
                nvvm.inline_ptx "st.global.b32 [{$r0}], {$r1};" ro(%215, %c0_i32 : i64, i32)
              }
            }
          }
        } else {
          %102 = arith.subi %1, %c128_i32 : i32
          %103 = arith.mulf %arg32, %99 : f32
          %104 = arith.remsi %102, %c128_i32 : i32
          %105 = arith.remsi %104, %c32_i32 : i32
          %106 = arith.floordivsi %104, %c32_i32 : i32
          %iter_30 = cute.recast_iter(%ptr_6) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
          %107 = cute.ptrtoint(%iter_30) : !cute.ptr<f16, smem, align<1024>> to i32
          %iter_31 = cute.recast_iter(%ptr_10) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %108 = cute.ptrtoint(%iter_31) : !cute.ptr<f32, smem, align<512>> to i32
          %iter_32 = cute.recast_iter(%ptr_12) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f32, smem, align<1024>>
          %109 = cute.ptrtoint(%iter_32) : !cute.ptr<f32, smem, align<1024>> to i32
          %iter_33 = cute.recast_iter(%ptr_16) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f32, smem, align<1024>>
          %110 = cute.ptrtoint(%iter_33) : !cute.ptr<f32, smem, align<1024>> to i32
          %iter_34 = cute.recast_iter(%ptr_20) : !cute.ptr<i8, smem, align<64>> to !cute.ptr<f32, smem, align<64>>
          %111 = cute.ptrtoint(%iter_34) : !cute.ptr<f32, smem, align<64>> to i32
          %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
          %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
          %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
          %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %lay_36 = cute.make_composed_layout(%0, %int_tuple_35, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
          %shape_37 = cute.make_shape() : () -> !cute.shape<"(64,512)">
          %int_tuple_38 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
          %tile_to_shape = cute.tile_to_shape(%lay_36, %shape_37, %int_tuple_38) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">
          %112 = cute.composed_get_outer(%tile_to_shape) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">) -> !cute.layout<"((8,8),(64,8)):((64,512),(1,4096))">
          %iter_39 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view = cute.make_view(%iter_39, %112) : !memref_smem_f16
          %shape_40 = cute.make_shape() : () -> !cute.shape<"((8,8),(64,1),2)">
          %stride_41 = cute.make_stride() : () -> !cute.stride<"((64,512),(1,0),4096)">
          %lay_42 = cute.make_layout(%shape_40, %stride_41) : !cute.layout<"((8,8),(64,1),2):((64,512),(1,0),4096)">
          %iter_43 = cute.recast_iter(%iter_30) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_44 = cute.make_view(%iter_43, %lay_42) : !memref_smem_f16_1
          %shape_45 = cute.make_shape() : () -> !cute.shape<"((8,8),(64,8),2)">
          %stride_46 = cute.make_stride() : () -> !cute.stride<"((64,512),(1,4096),32768)">
          %lay_47 = cute.make_layout(%shape_45, %stride_46) : !cute.layout<"((8,8),(64,8),2):((64,512),(1,4096),32768)">
          %iter_48 = cute.recast_iter(%iter_26) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_49 = cute.make_view(%iter_48, %lay_47) : !memref_smem_f16_2
          %shape_50 = cute.make_shape() : () -> !cute.shape<"((64,4),(8,8),2)">
          %stride_51 = cute.make_stride() : () -> !cute.stride<"((1,4096),(64,512),32768)">
          %lay_52 = cute.make_layout(%shape_50, %stride_51) : !cute.layout<"((64,4),(8,8),2):((1,4096),(64,512),32768)">
          %int_tuple_53 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
          %ptr_54 = cute.add_offset(%iter_26, %int_tuple_53) : (!cute.ptr<f16, smem, align<1024>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, smem, align<1024>>
          %iter_55 = cute.recast_iter(%ptr_54) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_56 = cute.make_view(%iter_55, %lay_52) : !memref_smem_f16_3
          %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
          %113 = cute.make_tiled_mma(%atom) : !mma_f16_f16_f32_64x64x16
          %atom_57 = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
          %114 = cute.make_tiled_mma(%atom_57) : !mma_f16_f16_f32_64x256x16
          %115 = cute_nvgpu.atom.set_value<accum_c>(%114, %true) : (!mma_f16_f16_f32_64x256x16, i1)
          %coord = cute.make_coord(%104) : (i32) -> !cute.coord<"?">
          %ptn_A = cute.tiled.mma.partition A (%113, %view, %coord) : (!mma_f16_f16_f32_64x64x16, !memref_smem_f16, !cute.coord<"?">) -> !memref_smem_f16_4
          %frg_A = cute.mma.make_fragment A (%113, %ptn_A) : (!mma_f16_f16_f32_64x64x16, !memref_smem_f16_4) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">
          %ptn_B = cute.tiled.mma.partition B (%113, %view_49, %coord) : (!mma_f16_f16_f32_64x64x16, !memref_smem_f16_2, !cute.coord<"?">) -> !memref_smem_f16_5
          %frg_B = cute.mma.make_fragment B (%113, %ptn_B) : (!mma_f16_f16_f32_64x64x16, !memref_smem_f16_5) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">
          %ptn_A_58 = cute.tiled.mma.partition A (%115, %view_44, %coord) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_1, !cute.coord<"?">) -> !memref_smem_f16_6
          %frg_A_59 = cute.mma.make_fragment A (%115, %ptn_A_58) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_6) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">
          %ptn_B_60 = cute.tiled.mma.partition B (%115, %view_56, %coord) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_3, !cute.coord<"?">) -> !memref_smem_f16_7
          %frg_B_61 = cute.mma.make_fragment B (%115, %ptn_B_60) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_7) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">
          %shape_62 = cute.make_shape() : () -> !cute.shape<"((2,2,8),1,1)">
          %frg_C = cute.mma.make_fragment C (%113, %shape_62) : (!mma_f16_f16_f32_64x64x16, !cute.shape<"((2,2,8),1,1)">) -> !memref_rmem_f32
          %shape_63 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
          %frg_C_64 = cute.mma.make_fragment C (%115, %shape_63) : (!mma_f16_f16_f32_64x256x16, !cute.shape<"((2,2,32),1,1)">) -> !memref_rmem_f32_1
          cute.memref.store_vec(%cst, %frg_C_64) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
          %116 = arith.floordivsi %105, %c4_i32 : i32
          %117 = arith.muli %106, %c16_i32 : i32
          %118 = arith.addi %116, %117 : i32
          %119 = arith.addi %118, %c8_i32 : i32
          %rmem = cute.memref.alloca() : !memref_rmem_f32_2
          %coord_65 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%rmem, %coord_65, %cst_2) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_66 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%rmem, %coord_66, %cst_2) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_67 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%rmem, %coord_67, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_68 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%rmem, %coord_68, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_69 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%rmem, %coord_69, %arg18) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %rmem_70 = cute.memref.alloca() : !memref_rmem_i32
          cute.memref.store(%rmem_70, %coord_65, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
          %120 = arith.subi %37, %35 : i32
          %121 = scf.for %arg34 = %c1_i32 to %120 step %c2_i32 iter_args(%arg35 = %113) -> (!mma_f16_f16_f32_64x64x16)  : i32 {
            %156 = arith.addi %35, %arg34 : i32
            %157 = arith.remsi %arg34, %c2_i32 : i32
            %158 = arith.cmpi slt, %156, %23 : i32
            %159 = arith.select %158, %arg18, %arg27 : f32
            nvvm.wgmma.wait.group.sync.aligned 0
            %160 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
            %161 = arith.cmpi sge, %160, %c0_i32 : i32
            scf.if %161 {
              %988 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
              %989 = arith.remsi %988, %c2_i32 : i32
              %990 = arith.addi %989, %c3_i32 : i32
              nvvm.barrier.arrive id = %990 number_of_threads = %c384_i32
              cute.memref.store(%rmem_70, %coord_65, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
            }
            %162 = arith.addi %157, %c1_i32 : i32
            nvvm.barrier id = %162 number_of_threads = %c256_i32
            %163 = arith.muli %157, %c4_i32 : i32
            %164 = arith.addi %111, %163 : i32
            %165 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%164 : i32) -> f32
            %166 = arith.mulf %165, %159 : f32
            %167 = arith.mulf %103, %166 : f32
            nvvm.wgmma.fence.aligned
            %168 = cute_nvgpu.atom.set_value<accum_c>(%arg35, %false) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_72 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
            %slice = cute.slice(%frg_A, %coord_72) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,0)">
            %coord_73 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_74 = cute.slice(%frg_B, %coord_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%168, %frg_C, %slice, %slice_74, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %169 = cute_nvgpu.atom.set_value<accum_c>(%168, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_75 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
            %slice_76 = cute.slice(%frg_A, %coord_75) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,1)">
            %coord_77 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_78 = cute.slice(%frg_B, %coord_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%169, %frg_C, %slice_76, %slice_78, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %170 = cute_nvgpu.atom.set_value<accum_c>(%169, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_79 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
            %slice_80 = cute.slice(%frg_A, %coord_79) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,2)">
            %coord_81 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_82 = cute.slice(%frg_B, %coord_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%170, %frg_C, %slice_80, %slice_82, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %171 = cute_nvgpu.atom.set_value<accum_c>(%170, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_83 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
            %slice_84 = cute.slice(%frg_A, %coord_83) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,3)">
            %coord_85 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_86 = cute.slice(%frg_B, %coord_85) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%171, %frg_C, %slice_84, %slice_86, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %172 = cute_nvgpu.atom.set_value<accum_c>(%171, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_87 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
            %slice_88 = cute.slice(%frg_A, %coord_87) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,4)">
            %coord_89 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,4,?)">
            %slice_90 = cute.slice(%frg_B, %coord_89) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,4,?)">
            cute.gemm(%172, %frg_C, %slice_88, %slice_90, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %173 = cute_nvgpu.atom.set_value<accum_c>(%172, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_91 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
            %slice_92 = cute.slice(%frg_A, %coord_91) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,5)">
            %coord_93 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,5,?)">
            %slice_94 = cute.slice(%frg_B, %coord_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,5,?)">
            cute.gemm(%173, %frg_C, %slice_92, %slice_94, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %174 = cute_nvgpu.atom.set_value<accum_c>(%173, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_95 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
            %slice_96 = cute.slice(%frg_A, %coord_95) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,6)">
            %coord_97 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,6,?)">
            %slice_98 = cute.slice(%frg_B, %coord_97) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,6,?)">
            cute.gemm(%174, %frg_C, %slice_96, %slice_98, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %175 = cute_nvgpu.atom.set_value<accum_c>(%174, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_99 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
            %slice_100 = cute.slice(%frg_A, %coord_99) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,7)">
            %coord_101 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,7,?)">
            %slice_102 = cute.slice(%frg_B, %coord_101) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,7,?)">
            cute.gemm(%175, %frg_C, %slice_100, %slice_102, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %176 = cute_nvgpu.atom.set_value<accum_c>(%175, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_103 = cute.make_coord() : () -> !cute.coord<"(_,_,8)">
            %slice_104 = cute.slice(%frg_A, %coord_103) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,8)">
            %coord_105 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,8,?)">
            %slice_106 = cute.slice(%frg_B, %coord_105) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,8,?)">
            cute.gemm(%176, %frg_C, %slice_104, %slice_106, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %177 = cute_nvgpu.atom.set_value<accum_c>(%176, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_107 = cute.make_coord() : () -> !cute.coord<"(_,_,9)">
            %slice_108 = cute.slice(%frg_A, %coord_107) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,9)">
            %coord_109 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,9,?)">
            %slice_110 = cute.slice(%frg_B, %coord_109) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,9,?)">
            cute.gemm(%177, %frg_C, %slice_108, %slice_110, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %178 = cute_nvgpu.atom.set_value<accum_c>(%177, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_111 = cute.make_coord() : () -> !cute.coord<"(_,_,10)">
            %slice_112 = cute.slice(%frg_A, %coord_111) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,10)">
            %coord_113 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,10,?)">
            %slice_114 = cute.slice(%frg_B, %coord_113) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,10,?)">
            cute.gemm(%178, %frg_C, %slice_112, %slice_114, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %179 = cute_nvgpu.atom.set_value<accum_c>(%178, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_115 = cute.make_coord() : () -> !cute.coord<"(_,_,11)">
            %slice_116 = cute.slice(%frg_A, %coord_115) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,11)">
            %coord_117 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,11,?)">
            %slice_118 = cute.slice(%frg_B, %coord_117) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,11,?)">
            cute.gemm(%179, %frg_C, %slice_116, %slice_118, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %180 = cute_nvgpu.atom.set_value<accum_c>(%179, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_119 = cute.make_coord() : () -> !cute.coord<"(_,_,12)">
            %slice_120 = cute.slice(%frg_A, %coord_119) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,12)">
            %coord_121 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,12,?)">
            %slice_122 = cute.slice(%frg_B, %coord_121) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,12,?)">
            cute.gemm(%180, %frg_C, %slice_120, %slice_122, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %181 = cute_nvgpu.atom.set_value<accum_c>(%180, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_123 = cute.make_coord() : () -> !cute.coord<"(_,_,13)">
            %slice_124 = cute.slice(%frg_A, %coord_123) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,13)">
            %coord_125 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,13,?)">
            %slice_126 = cute.slice(%frg_B, %coord_125) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,13,?)">
            cute.gemm(%181, %frg_C, %slice_124, %slice_126, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %182 = cute_nvgpu.atom.set_value<accum_c>(%181, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_127 = cute.make_coord() : () -> !cute.coord<"(_,_,14)">
            %slice_128 = cute.slice(%frg_A, %coord_127) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,14)">
            %coord_129 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,14,?)">
            %slice_130 = cute.slice(%frg_B, %coord_129) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,14,?)">
            cute.gemm(%182, %frg_C, %slice_128, %slice_130, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %183 = cute_nvgpu.atom.set_value<accum_c>(%182, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_131 = cute.make_coord() : () -> !cute.coord<"(_,_,15)">
            %slice_132 = cute.slice(%frg_A, %coord_131) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,15)">
            %coord_133 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,15,?)">
            %slice_134 = cute.slice(%frg_B, %coord_133) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,15,?)">
            cute.gemm(%183, %frg_C, %slice_132, %slice_134, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %184 = cute_nvgpu.atom.set_value<accum_c>(%183, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_135 = cute.make_coord() : () -> !cute.coord<"(_,_,16)">
            %slice_136 = cute.slice(%frg_A, %coord_135) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,16)">
            %coord_137 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,16,?)">
            %slice_138 = cute.slice(%frg_B, %coord_137) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,16,?)">
            cute.gemm(%184, %frg_C, %slice_136, %slice_138, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %185 = cute_nvgpu.atom.set_value<accum_c>(%184, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_139 = cute.make_coord() : () -> !cute.coord<"(_,_,17)">
            %slice_140 = cute.slice(%frg_A, %coord_139) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,17)">
            %coord_141 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,17,?)">
            %slice_142 = cute.slice(%frg_B, %coord_141) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,17,?)">
            cute.gemm(%185, %frg_C, %slice_140, %slice_142, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %186 = cute_nvgpu.atom.set_value<accum_c>(%185, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_143 = cute.make_coord() : () -> !cute.coord<"(_,_,18)">
            %slice_144 = cute.slice(%frg_A, %coord_143) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,18)">
            %coord_145 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,18,?)">
            %slice_146 = cute.slice(%frg_B, %coord_145) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,18,?)">
            cute.gemm(%186, %frg_C, %slice_144, %slice_146, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %187 = cute_nvgpu.atom.set_value<accum_c>(%186, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_147 = cute.make_coord() : () -> !cute.coord<"(_,_,19)">
            %slice_148 = cute.slice(%frg_A, %coord_147) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,19)">
            %coord_149 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,19,?)">
            %slice_150 = cute.slice(%frg_B, %coord_149) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,19,?)">
            cute.gemm(%187, %frg_C, %slice_148, %slice_150, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %188 = cute_nvgpu.atom.set_value<accum_c>(%187, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_151 = cute.make_coord() : () -> !cute.coord<"(_,_,20)">
            %slice_152 = cute.slice(%frg_A, %coord_151) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,20)">
            %coord_153 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,20,?)">
            %slice_154 = cute.slice(%frg_B, %coord_153) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,20,?)">
            cute.gemm(%188, %frg_C, %slice_152, %slice_154, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %189 = cute_nvgpu.atom.set_value<accum_c>(%188, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_155 = cute.make_coord() : () -> !cute.coord<"(_,_,21)">
            %slice_156 = cute.slice(%frg_A, %coord_155) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,21)">
            %coord_157 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,21,?)">
            %slice_158 = cute.slice(%frg_B, %coord_157) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,21,?)">
            cute.gemm(%189, %frg_C, %slice_156, %slice_158, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %190 = cute_nvgpu.atom.set_value<accum_c>(%189, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_159 = cute.make_coord() : () -> !cute.coord<"(_,_,22)">
            %slice_160 = cute.slice(%frg_A, %coord_159) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,22)">
            %coord_161 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,22,?)">
            %slice_162 = cute.slice(%frg_B, %coord_161) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,22,?)">
            cute.gemm(%190, %frg_C, %slice_160, %slice_162, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %191 = cute_nvgpu.atom.set_value<accum_c>(%190, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_163 = cute.make_coord() : () -> !cute.coord<"(_,_,23)">
            %slice_164 = cute.slice(%frg_A, %coord_163) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,23)">
            %coord_165 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,23,?)">
            %slice_166 = cute.slice(%frg_B, %coord_165) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,23,?)">
            cute.gemm(%191, %frg_C, %slice_164, %slice_166, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %192 = cute_nvgpu.atom.set_value<accum_c>(%191, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_167 = cute.make_coord() : () -> !cute.coord<"(_,_,24)">
            %slice_168 = cute.slice(%frg_A, %coord_167) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,24)">
            %coord_169 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,24,?)">
            %slice_170 = cute.slice(%frg_B, %coord_169) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,24,?)">
            cute.gemm(%192, %frg_C, %slice_168, %slice_170, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %193 = cute_nvgpu.atom.set_value<accum_c>(%192, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_171 = cute.make_coord() : () -> !cute.coord<"(_,_,25)">
            %slice_172 = cute.slice(%frg_A, %coord_171) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,25)">
            %coord_173 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,25,?)">
            %slice_174 = cute.slice(%frg_B, %coord_173) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,25,?)">
            cute.gemm(%193, %frg_C, %slice_172, %slice_174, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %194 = cute_nvgpu.atom.set_value<accum_c>(%193, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_175 = cute.make_coord() : () -> !cute.coord<"(_,_,26)">
            %slice_176 = cute.slice(%frg_A, %coord_175) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,26)">
            %coord_177 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,26,?)">
            %slice_178 = cute.slice(%frg_B, %coord_177) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,26,?)">
            cute.gemm(%194, %frg_C, %slice_176, %slice_178, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %195 = cute_nvgpu.atom.set_value<accum_c>(%194, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_179 = cute.make_coord() : () -> !cute.coord<"(_,_,27)">
            %slice_180 = cute.slice(%frg_A, %coord_179) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,27)">
            %coord_181 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,27,?)">
            %slice_182 = cute.slice(%frg_B, %coord_181) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,27,?)">
            cute.gemm(%195, %frg_C, %slice_180, %slice_182, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %196 = cute_nvgpu.atom.set_value<accum_c>(%195, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_183 = cute.make_coord() : () -> !cute.coord<"(_,_,28)">
            %slice_184 = cute.slice(%frg_A, %coord_183) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,28)">
            %coord_185 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,28,?)">
            %slice_186 = cute.slice(%frg_B, %coord_185) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,28,?)">
            cute.gemm(%196, %frg_C, %slice_184, %slice_186, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %197 = cute_nvgpu.atom.set_value<accum_c>(%196, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_187 = cute.make_coord() : () -> !cute.coord<"(_,_,29)">
            %slice_188 = cute.slice(%frg_A, %coord_187) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,29)">
            %coord_189 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,29,?)">
            %slice_190 = cute.slice(%frg_B, %coord_189) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,29,?)">
            cute.gemm(%197, %frg_C, %slice_188, %slice_190, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %198 = cute_nvgpu.atom.set_value<accum_c>(%197, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_191 = cute.make_coord() : () -> !cute.coord<"(_,_,30)">
            %slice_192 = cute.slice(%frg_A, %coord_191) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,30)">
            %coord_193 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,30,?)">
            %slice_194 = cute.slice(%frg_B, %coord_193) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,30,?)">
            cute.gemm(%198, %frg_C, %slice_192, %slice_194, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %199 = cute_nvgpu.atom.set_value<accum_c>(%198, %true) : (!mma_f16_f16_f32_64x64x16, i1)
            %coord_195 = cute.make_coord() : () -> !cute.coord<"(_,_,31)">
            %slice_196 = cute.slice(%frg_A, %coord_195) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,31)">
            %coord_197 = cute.make_coord(%157) : (i32) -> !cute.coord<"(_,_,31,?)">
            %slice_198 = cute.slice(%frg_B, %coord_197) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,31,?)">
            cute.gemm(%199, %frg_C, %slice_196, %slice_198, %frg_C) : (!mma_f16_f16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            %200 = arith.cmpi sge, %arg34, %c1_i32 : i32
            scf.if %200 {
              %988 = arith.subi %arg34, %c1_i32 : i32
              %989 = arith.remsi %988, %c2_i32 : i32
              %990 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
              %991 = arith.cmpf oeq, %990, %cst_2 : f32
              %992 = arith.addi %989, %c7_i32 : i32
              nvvm.barrier id = %992 number_of_threads = %c256_i32
              %993 = arith.muli %989, %c64_i32 : i32
              %994 = arith.addi %993, %118 : i32
              %995 = arith.muli %994, %c4_i32 : i32
              %996 = arith.addi %108, %995 : i32
              %997 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%996 : i32) -> f32
              %998 = arith.addi %993, %119 : i32
              %999 = arith.muli %998, %c4_i32 : i32
              %1000 = arith.addi %108, %999 : i32
              %1001 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1000 : i32) -> f32
              %1002 = arith.addi %109, %995 : i32
              %1003 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1002 : i32) -> f32
              cute.memref.store(%rmem, %coord_65, %1003) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
              %1004 = arith.addi %109, %999 : i32
              %1005 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1004 : i32) -> f32
              cute.memref.store(%rmem, %coord_66, %1005) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
              %1006 = arith.muli %989, %c4_i32 : i32
              %1007 = arith.addi %110, %1006 : i32
              %1008 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1007 : i32) -> f32
              nvvm.wgmma.wait.group.sync.aligned 1
              %1009 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
              %1010 = arith.cmpi sge, %1009, %c0_i32 : i32
              scf.if %1010 {
                %1276 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
                %1277 = arith.remsi %1276, %c2_i32 : i32
                %1278 = arith.addi %1277, %c3_i32 : i32
                nvvm.barrier.arrive id = %1278 number_of_threads = %c384_i32
                cute.memref.store(%rmem_70, %coord_65, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
              }
              %1011 = cute.memref.load(%rmem, %coord_69) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
              %1012 = arith.divf %1011, %1008 : f32
              %1013 = arith.select %991, %cst_4, %1012 : f32
              cute.memref.store(%rmem, %coord_69, %1008) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
              %1014 = cute.memref.load(%rmem, %coord_67) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
              %1015 = arith.mulf %1014, %997 : f32
              cute.memref.store(%rmem, %coord_67, %1015) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
              %1016 = cute.memref.load(%rmem, %coord_68) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
              %1017 = arith.mulf %1016, %1001 : f32
              cute.memref.store(%rmem, %coord_68, %1017) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
              %1018 = arith.mulf %997, %1013 : f32
              %1019 = arith.mulf %1001, %1013 : f32
              %1020 = cute.memref.load(%frg_C_64, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %1021 = arith.mulf %1020, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_65, %1021) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
              %1022 = cute.memref.load(%frg_C_64, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %1023 = arith.mulf %1022, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_66, %1023) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
              %1024 = cute.memref.load(%frg_C_64, %coord_67) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %1025 = arith.mulf %1024, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_67, %1025) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
              %1026 = cute.memref.load(%frg_C_64, %coord_68) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %1027 = arith.mulf %1026, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_68, %1027) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
              %1028 = cute.memref.load(%frg_C_64, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %1029 = arith.mulf %1028, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_69, %1029) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
              %coord_330 = cute.make_coord() : () -> !cute.coord<"5">
              %1030 = cute.memref.load(%frg_C_64, %coord_330) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %1031 = arith.mulf %1030, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_330, %1031) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
              %coord_331 = cute.make_coord() : () -> !cute.coord<"6">
              %1032 = cute.memref.load(%frg_C_64, %coord_331) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %1033 = arith.mulf %1032, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_331, %1033) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
              %coord_332 = cute.make_coord() : () -> !cute.coord<"7">
              %1034 = cute.memref.load(%frg_C_64, %coord_332) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %1035 = arith.mulf %1034, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_332, %1035) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
              %coord_333 = cute.make_coord() : () -> !cute.coord<"8">
              %1036 = cute.memref.load(%frg_C_64, %coord_333) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %1037 = arith.mulf %1036, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_333, %1037) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
              %coord_334 = cute.make_coord() : () -> !cute.coord<"9">
              %1038 = cute.memref.load(%frg_C_64, %coord_334) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %1039 = arith.mulf %1038, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_334, %1039) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
              %coord_335 = cute.make_coord() : () -> !cute.coord<"10">
              %1040 = cute.memref.load(%frg_C_64, %coord_335) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %1041 = arith.mulf %1040, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_335, %1041) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
              %coord_336 = cute.make_coord() : () -> !cute.coord<"11">
              %1042 = cute.memref.load(%frg_C_64, %coord_336) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %1043 = arith.mulf %1042, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_336, %1043) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
              %coord_337 = cute.make_coord() : () -> !cute.coord<"12">
              %1044 = cute.memref.load(%frg_C_64, %coord_337) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %1045 = arith.mulf %1044, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_337, %1045) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
              %coord_338 = cute.make_coord() : () -> !cute.coord<"13">
              %1046 = cute.memref.load(%frg_C_64, %coord_338) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %1047 = arith.mulf %1046, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_338, %1047) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
              %coord_339 = cute.make_coord() : () -> !cute.coord<"14">
              %1048 = cute.memref.load(%frg_C_64, %coord_339) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %1049 = arith.mulf %1048, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_339, %1049) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
              %coord_340 = cute.make_coord() : () -> !cute.coord<"15">
              %1050 = cute.memref.load(%frg_C_64, %coord_340) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %1051 = arith.mulf %1050, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_340, %1051) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
              %coord_341 = cute.make_coord() : () -> !cute.coord<"16">
              %1052 = cute.memref.load(%frg_C_64, %coord_341) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %1053 = arith.mulf %1052, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_341, %1053) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
              %coord_342 = cute.make_coord() : () -> !cute.coord<"17">
              %1054 = cute.memref.load(%frg_C_64, %coord_342) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %1055 = arith.mulf %1054, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_342, %1055) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
              %coord_343 = cute.make_coord() : () -> !cute.coord<"18">
              %1056 = cute.memref.load(%frg_C_64, %coord_343) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %1057 = arith.mulf %1056, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_343, %1057) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
              %coord_344 = cute.make_coord() : () -> !cute.coord<"19">
              %1058 = cute.memref.load(%frg_C_64, %coord_344) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %1059 = arith.mulf %1058, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_344, %1059) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
              %coord_345 = cute.make_coord() : () -> !cute.coord<"20">
              %1060 = cute.memref.load(%frg_C_64, %coord_345) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %1061 = arith.mulf %1060, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_345, %1061) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
              %coord_346 = cute.make_coord() : () -> !cute.coord<"21">
              %1062 = cute.memref.load(%frg_C_64, %coord_346) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %1063 = arith.mulf %1062, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_346, %1063) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
              %coord_347 = cute.make_coord() : () -> !cute.coord<"22">
              %1064 = cute.memref.load(%frg_C_64, %coord_347) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %1065 = arith.mulf %1064, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_347, %1065) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
              %coord_348 = cute.make_coord() : () -> !cute.coord<"23">
              %1066 = cute.memref.load(%frg_C_64, %coord_348) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %1067 = arith.mulf %1066, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_348, %1067) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
              %coord_349 = cute.make_coord() : () -> !cute.coord<"24">
              %1068 = cute.memref.load(%frg_C_64, %coord_349) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %1069 = arith.mulf %1068, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_349, %1069) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
              %coord_350 = cute.make_coord() : () -> !cute.coord<"25">
              %1070 = cute.memref.load(%frg_C_64, %coord_350) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %1071 = arith.mulf %1070, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_350, %1071) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
              %coord_351 = cute.make_coord() : () -> !cute.coord<"26">
              %1072 = cute.memref.load(%frg_C_64, %coord_351) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %1073 = arith.mulf %1072, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_351, %1073) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
              %coord_352 = cute.make_coord() : () -> !cute.coord<"27">
              %1074 = cute.memref.load(%frg_C_64, %coord_352) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %1075 = arith.mulf %1074, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_352, %1075) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
              %coord_353 = cute.make_coord() : () -> !cute.coord<"28">
              %1076 = cute.memref.load(%frg_C_64, %coord_353) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %1077 = arith.mulf %1076, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_353, %1077) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
              %coord_354 = cute.make_coord() : () -> !cute.coord<"29">
              %1078 = cute.memref.load(%frg_C_64, %coord_354) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %1079 = arith.mulf %1078, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_354, %1079) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
              %coord_355 = cute.make_coord() : () -> !cute.coord<"30">
              %1080 = cute.memref.load(%frg_C_64, %coord_355) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %1081 = arith.mulf %1080, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_355, %1081) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
              %coord_356 = cute.make_coord() : () -> !cute.coord<"31">
              %1082 = cute.memref.load(%frg_C_64, %coord_356) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %1083 = arith.mulf %1082, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_356, %1083) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
              %coord_357 = cute.make_coord() : () -> !cute.coord<"32">
              %1084 = cute.memref.load(%frg_C_64, %coord_357) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %1085 = arith.mulf %1084, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_357, %1085) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
              %coord_358 = cute.make_coord() : () -> !cute.coord<"33">
              %1086 = cute.memref.load(%frg_C_64, %coord_358) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %1087 = arith.mulf %1086, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_358, %1087) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
              %coord_359 = cute.make_coord() : () -> !cute.coord<"34">
              %1088 = cute.memref.load(%frg_C_64, %coord_359) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %1089 = arith.mulf %1088, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_359, %1089) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
              %coord_360 = cute.make_coord() : () -> !cute.coord<"35">
              %1090 = cute.memref.load(%frg_C_64, %coord_360) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %1091 = arith.mulf %1090, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_360, %1091) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
              %coord_361 = cute.make_coord() : () -> !cute.coord<"36">
              %1092 = cute.memref.load(%frg_C_64, %coord_361) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %1093 = arith.mulf %1092, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_361, %1093) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
              %coord_362 = cute.make_coord() : () -> !cute.coord<"37">
              %1094 = cute.memref.load(%frg_C_64, %coord_362) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %1095 = arith.mulf %1094, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_362, %1095) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
              %coord_363 = cute.make_coord() : () -> !cute.coord<"38">
              %1096 = cute.memref.load(%frg_C_64, %coord_363) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %1097 = arith.mulf %1096, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_363, %1097) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
              %coord_364 = cute.make_coord() : () -> !cute.coord<"39">
              %1098 = cute.memref.load(%frg_C_64, %coord_364) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %1099 = arith.mulf %1098, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_364, %1099) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
              %coord_365 = cute.make_coord() : () -> !cute.coord<"40">
              %1100 = cute.memref.load(%frg_C_64, %coord_365) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %1101 = arith.mulf %1100, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_365, %1101) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
              %coord_366 = cute.make_coord() : () -> !cute.coord<"41">
              %1102 = cute.memref.load(%frg_C_64, %coord_366) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %1103 = arith.mulf %1102, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_366, %1103) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
              %coord_367 = cute.make_coord() : () -> !cute.coord<"42">
              %1104 = cute.memref.load(%frg_C_64, %coord_367) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %1105 = arith.mulf %1104, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_367, %1105) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
              %coord_368 = cute.make_coord() : () -> !cute.coord<"43">
              %1106 = cute.memref.load(%frg_C_64, %coord_368) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %1107 = arith.mulf %1106, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_368, %1107) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
              %coord_369 = cute.make_coord() : () -> !cute.coord<"44">
              %1108 = cute.memref.load(%frg_C_64, %coord_369) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %1109 = arith.mulf %1108, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_369, %1109) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
              %coord_370 = cute.make_coord() : () -> !cute.coord<"45">
              %1110 = cute.memref.load(%frg_C_64, %coord_370) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %1111 = arith.mulf %1110, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_370, %1111) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
              %coord_371 = cute.make_coord() : () -> !cute.coord<"46">
              %1112 = cute.memref.load(%frg_C_64, %coord_371) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %1113 = arith.mulf %1112, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_371, %1113) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
              %coord_372 = cute.make_coord() : () -> !cute.coord<"47">
              %1114 = cute.memref.load(%frg_C_64, %coord_372) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %1115 = arith.mulf %1114, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_372, %1115) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
              %coord_373 = cute.make_coord() : () -> !cute.coord<"48">
              %1116 = cute.memref.load(%frg_C_64, %coord_373) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %1117 = arith.mulf %1116, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_373, %1117) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
              %coord_374 = cute.make_coord() : () -> !cute.coord<"49">
              %1118 = cute.memref.load(%frg_C_64, %coord_374) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %1119 = arith.mulf %1118, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_374, %1119) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
              %coord_375 = cute.make_coord() : () -> !cute.coord<"50">
              %1120 = cute.memref.load(%frg_C_64, %coord_375) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %1121 = arith.mulf %1120, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_375, %1121) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
              %coord_376 = cute.make_coord() : () -> !cute.coord<"51">
              %1122 = cute.memref.load(%frg_C_64, %coord_376) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %1123 = arith.mulf %1122, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_376, %1123) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
              %coord_377 = cute.make_coord() : () -> !cute.coord<"52">
              %1124 = cute.memref.load(%frg_C_64, %coord_377) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %1125 = arith.mulf %1124, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_377, %1125) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
              %coord_378 = cute.make_coord() : () -> !cute.coord<"53">
              %1126 = cute.memref.load(%frg_C_64, %coord_378) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %1127 = arith.mulf %1126, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_378, %1127) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
              %coord_379 = cute.make_coord() : () -> !cute.coord<"54">
              %1128 = cute.memref.load(%frg_C_64, %coord_379) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %1129 = arith.mulf %1128, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_379, %1129) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
              %coord_380 = cute.make_coord() : () -> !cute.coord<"55">
              %1130 = cute.memref.load(%frg_C_64, %coord_380) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %1131 = arith.mulf %1130, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_380, %1131) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
              %coord_381 = cute.make_coord() : () -> !cute.coord<"56">
              %1132 = cute.memref.load(%frg_C_64, %coord_381) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %1133 = arith.mulf %1132, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_381, %1133) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
              %coord_382 = cute.make_coord() : () -> !cute.coord<"57">
              %1134 = cute.memref.load(%frg_C_64, %coord_382) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %1135 = arith.mulf %1134, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_382, %1135) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
              %coord_383 = cute.make_coord() : () -> !cute.coord<"58">
              %1136 = cute.memref.load(%frg_C_64, %coord_383) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %1137 = arith.mulf %1136, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_383, %1137) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
              %coord_384 = cute.make_coord() : () -> !cute.coord<"59">
              %1138 = cute.memref.load(%frg_C_64, %coord_384) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %1139 = arith.mulf %1138, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_384, %1139) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
              %coord_385 = cute.make_coord() : () -> !cute.coord<"60">
              %1140 = cute.memref.load(%frg_C_64, %coord_385) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %1141 = arith.mulf %1140, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_385, %1141) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
              %coord_386 = cute.make_coord() : () -> !cute.coord<"61">
              %1142 = cute.memref.load(%frg_C_64, %coord_386) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %1143 = arith.mulf %1142, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_386, %1143) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
              %coord_387 = cute.make_coord() : () -> !cute.coord<"62">
              %1144 = cute.memref.load(%frg_C_64, %coord_387) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %1145 = arith.mulf %1144, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_387, %1145) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
              %coord_388 = cute.make_coord() : () -> !cute.coord<"63">
              %1146 = cute.memref.load(%frg_C_64, %coord_388) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %1147 = arith.mulf %1146, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_388, %1147) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
              %coord_389 = cute.make_coord() : () -> !cute.coord<"64">
              %1148 = cute.memref.load(%frg_C_64, %coord_389) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %1149 = arith.mulf %1148, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_389, %1149) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
              %coord_390 = cute.make_coord() : () -> !cute.coord<"65">
              %1150 = cute.memref.load(%frg_C_64, %coord_390) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %1151 = arith.mulf %1150, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_390, %1151) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
              %coord_391 = cute.make_coord() : () -> !cute.coord<"66">
              %1152 = cute.memref.load(%frg_C_64, %coord_391) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %1153 = arith.mulf %1152, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_391, %1153) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
              %coord_392 = cute.make_coord() : () -> !cute.coord<"67">
              %1154 = cute.memref.load(%frg_C_64, %coord_392) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %1155 = arith.mulf %1154, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_392, %1155) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
              %coord_393 = cute.make_coord() : () -> !cute.coord<"68">
              %1156 = cute.memref.load(%frg_C_64, %coord_393) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %1157 = arith.mulf %1156, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_393, %1157) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
              %coord_394 = cute.make_coord() : () -> !cute.coord<"69">
              %1158 = cute.memref.load(%frg_C_64, %coord_394) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %1159 = arith.mulf %1158, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_394, %1159) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
              %coord_395 = cute.make_coord() : () -> !cute.coord<"70">
              %1160 = cute.memref.load(%frg_C_64, %coord_395) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %1161 = arith.mulf %1160, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_395, %1161) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
              %coord_396 = cute.make_coord() : () -> !cute.coord<"71">
              %1162 = cute.memref.load(%frg_C_64, %coord_396) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %1163 = arith.mulf %1162, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_396, %1163) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
              %coord_397 = cute.make_coord() : () -> !cute.coord<"72">
              %1164 = cute.memref.load(%frg_C_64, %coord_397) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %1165 = arith.mulf %1164, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_397, %1165) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
              %coord_398 = cute.make_coord() : () -> !cute.coord<"73">
              %1166 = cute.memref.load(%frg_C_64, %coord_398) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %1167 = arith.mulf %1166, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_398, %1167) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
              %coord_399 = cute.make_coord() : () -> !cute.coord<"74">
              %1168 = cute.memref.load(%frg_C_64, %coord_399) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %1169 = arith.mulf %1168, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_399, %1169) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
              %coord_400 = cute.make_coord() : () -> !cute.coord<"75">
              %1170 = cute.memref.load(%frg_C_64, %coord_400) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %1171 = arith.mulf %1170, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_400, %1171) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
              %coord_401 = cute.make_coord() : () -> !cute.coord<"76">
              %1172 = cute.memref.load(%frg_C_64, %coord_401) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %1173 = arith.mulf %1172, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_401, %1173) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
              %coord_402 = cute.make_coord() : () -> !cute.coord<"77">
              %1174 = cute.memref.load(%frg_C_64, %coord_402) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %1175 = arith.mulf %1174, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_402, %1175) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
              %coord_403 = cute.make_coord() : () -> !cute.coord<"78">
              %1176 = cute.memref.load(%frg_C_64, %coord_403) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %1177 = arith.mulf %1176, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_403, %1177) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
              %coord_404 = cute.make_coord() : () -> !cute.coord<"79">
              %1178 = cute.memref.load(%frg_C_64, %coord_404) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %1179 = arith.mulf %1178, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_404, %1179) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
              %coord_405 = cute.make_coord() : () -> !cute.coord<"80">
              %1180 = cute.memref.load(%frg_C_64, %coord_405) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %1181 = arith.mulf %1180, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_405, %1181) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
              %coord_406 = cute.make_coord() : () -> !cute.coord<"81">
              %1182 = cute.memref.load(%frg_C_64, %coord_406) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %1183 = arith.mulf %1182, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_406, %1183) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
              %coord_407 = cute.make_coord() : () -> !cute.coord<"82">
              %1184 = cute.memref.load(%frg_C_64, %coord_407) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %1185 = arith.mulf %1184, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_407, %1185) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
              %coord_408 = cute.make_coord() : () -> !cute.coord<"83">
              %1186 = cute.memref.load(%frg_C_64, %coord_408) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %1187 = arith.mulf %1186, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_408, %1187) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
              %coord_409 = cute.make_coord() : () -> !cute.coord<"84">
              %1188 = cute.memref.load(%frg_C_64, %coord_409) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %1189 = arith.mulf %1188, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_409, %1189) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
              %coord_410 = cute.make_coord() : () -> !cute.coord<"85">
              %1190 = cute.memref.load(%frg_C_64, %coord_410) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %1191 = arith.mulf %1190, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_410, %1191) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
              %coord_411 = cute.make_coord() : () -> !cute.coord<"86">
              %1192 = cute.memref.load(%frg_C_64, %coord_411) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %1193 = arith.mulf %1192, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_411, %1193) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
              %coord_412 = cute.make_coord() : () -> !cute.coord<"87">
              %1194 = cute.memref.load(%frg_C_64, %coord_412) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %1195 = arith.mulf %1194, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_412, %1195) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
              %coord_413 = cute.make_coord() : () -> !cute.coord<"88">
              %1196 = cute.memref.load(%frg_C_64, %coord_413) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %1197 = arith.mulf %1196, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_413, %1197) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
              %coord_414 = cute.make_coord() : () -> !cute.coord<"89">
              %1198 = cute.memref.load(%frg_C_64, %coord_414) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %1199 = arith.mulf %1198, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_414, %1199) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
              %coord_415 = cute.make_coord() : () -> !cute.coord<"90">
              %1200 = cute.memref.load(%frg_C_64, %coord_415) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %1201 = arith.mulf %1200, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_415, %1201) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
              %coord_416 = cute.make_coord() : () -> !cute.coord<"91">
              %1202 = cute.memref.load(%frg_C_64, %coord_416) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %1203 = arith.mulf %1202, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_416, %1203) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
              %coord_417 = cute.make_coord() : () -> !cute.coord<"92">
              %1204 = cute.memref.load(%frg_C_64, %coord_417) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %1205 = arith.mulf %1204, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_417, %1205) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
              %coord_418 = cute.make_coord() : () -> !cute.coord<"93">
              %1206 = cute.memref.load(%frg_C_64, %coord_418) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %1207 = arith.mulf %1206, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_418, %1207) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
              %coord_419 = cute.make_coord() : () -> !cute.coord<"94">
              %1208 = cute.memref.load(%frg_C_64, %coord_419) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %1209 = arith.mulf %1208, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_419, %1209) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
              %coord_420 = cute.make_coord() : () -> !cute.coord<"95">
              %1210 = cute.memref.load(%frg_C_64, %coord_420) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %1211 = arith.mulf %1210, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_420, %1211) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
              %coord_421 = cute.make_coord() : () -> !cute.coord<"96">
              %1212 = cute.memref.load(%frg_C_64, %coord_421) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %1213 = arith.mulf %1212, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_421, %1213) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
              %coord_422 = cute.make_coord() : () -> !cute.coord<"97">
              %1214 = cute.memref.load(%frg_C_64, %coord_422) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %1215 = arith.mulf %1214, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_422, %1215) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
              %coord_423 = cute.make_coord() : () -> !cute.coord<"98">
              %1216 = cute.memref.load(%frg_C_64, %coord_423) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %1217 = arith.mulf %1216, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_423, %1217) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
              %coord_424 = cute.make_coord() : () -> !cute.coord<"99">
              %1218 = cute.memref.load(%frg_C_64, %coord_424) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %1219 = arith.mulf %1218, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_424, %1219) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
              %coord_425 = cute.make_coord() : () -> !cute.coord<"100">
              %1220 = cute.memref.load(%frg_C_64, %coord_425) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %1221 = arith.mulf %1220, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_425, %1221) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
              %coord_426 = cute.make_coord() : () -> !cute.coord<"101">
              %1222 = cute.memref.load(%frg_C_64, %coord_426) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %1223 = arith.mulf %1222, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_426, %1223) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
              %coord_427 = cute.make_coord() : () -> !cute.coord<"102">
              %1224 = cute.memref.load(%frg_C_64, %coord_427) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %1225 = arith.mulf %1224, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_427, %1225) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
              %coord_428 = cute.make_coord() : () -> !cute.coord<"103">
              %1226 = cute.memref.load(%frg_C_64, %coord_428) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %1227 = arith.mulf %1226, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_428, %1227) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
              %coord_429 = cute.make_coord() : () -> !cute.coord<"104">
              %1228 = cute.memref.load(%frg_C_64, %coord_429) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %1229 = arith.mulf %1228, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_429, %1229) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
              %coord_430 = cute.make_coord() : () -> !cute.coord<"105">
              %1230 = cute.memref.load(%frg_C_64, %coord_430) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %1231 = arith.mulf %1230, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_430, %1231) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
              %coord_431 = cute.make_coord() : () -> !cute.coord<"106">
              %1232 = cute.memref.load(%frg_C_64, %coord_431) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %1233 = arith.mulf %1232, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_431, %1233) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
              %coord_432 = cute.make_coord() : () -> !cute.coord<"107">
              %1234 = cute.memref.load(%frg_C_64, %coord_432) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %1235 = arith.mulf %1234, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_432, %1235) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
              %coord_433 = cute.make_coord() : () -> !cute.coord<"108">
              %1236 = cute.memref.load(%frg_C_64, %coord_433) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %1237 = arith.mulf %1236, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_433, %1237) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
              %coord_434 = cute.make_coord() : () -> !cute.coord<"109">
              %1238 = cute.memref.load(%frg_C_64, %coord_434) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %1239 = arith.mulf %1238, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_434, %1239) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
              %coord_435 = cute.make_coord() : () -> !cute.coord<"110">
              %1240 = cute.memref.load(%frg_C_64, %coord_435) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %1241 = arith.mulf %1240, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_435, %1241) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
              %coord_436 = cute.make_coord() : () -> !cute.coord<"111">
              %1242 = cute.memref.load(%frg_C_64, %coord_436) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %1243 = arith.mulf %1242, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_436, %1243) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
              %coord_437 = cute.make_coord() : () -> !cute.coord<"112">
              %1244 = cute.memref.load(%frg_C_64, %coord_437) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %1245 = arith.mulf %1244, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_437, %1245) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
              %coord_438 = cute.make_coord() : () -> !cute.coord<"113">
              %1246 = cute.memref.load(%frg_C_64, %coord_438) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %1247 = arith.mulf %1246, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_438, %1247) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
              %coord_439 = cute.make_coord() : () -> !cute.coord<"114">
              %1248 = cute.memref.load(%frg_C_64, %coord_439) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %1249 = arith.mulf %1248, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_439, %1249) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
              %coord_440 = cute.make_coord() : () -> !cute.coord<"115">
              %1250 = cute.memref.load(%frg_C_64, %coord_440) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %1251 = arith.mulf %1250, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_440, %1251) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
              %coord_441 = cute.make_coord() : () -> !cute.coord<"116">
              %1252 = cute.memref.load(%frg_C_64, %coord_441) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %1253 = arith.mulf %1252, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_441, %1253) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
              %coord_442 = cute.make_coord() : () -> !cute.coord<"117">
              %1254 = cute.memref.load(%frg_C_64, %coord_442) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %1255 = arith.mulf %1254, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_442, %1255) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
              %coord_443 = cute.make_coord() : () -> !cute.coord<"118">
              %1256 = cute.memref.load(%frg_C_64, %coord_443) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %1257 = arith.mulf %1256, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_443, %1257) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
              %coord_444 = cute.make_coord() : () -> !cute.coord<"119">
              %1258 = cute.memref.load(%frg_C_64, %coord_444) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %1259 = arith.mulf %1258, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_444, %1259) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
              %coord_445 = cute.make_coord() : () -> !cute.coord<"120">
              %1260 = cute.memref.load(%frg_C_64, %coord_445) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %1261 = arith.mulf %1260, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_445, %1261) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
              %coord_446 = cute.make_coord() : () -> !cute.coord<"121">
              %1262 = cute.memref.load(%frg_C_64, %coord_446) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %1263 = arith.mulf %1262, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_446, %1263) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
              %coord_447 = cute.make_coord() : () -> !cute.coord<"122">
              %1264 = cute.memref.load(%frg_C_64, %coord_447) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %1265 = arith.mulf %1264, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_447, %1265) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
              %coord_448 = cute.make_coord() : () -> !cute.coord<"123">
              %1266 = cute.memref.load(%frg_C_64, %coord_448) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %1267 = arith.mulf %1266, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_448, %1267) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
              %coord_449 = cute.make_coord() : () -> !cute.coord<"124">
              %1268 = cute.memref.load(%frg_C_64, %coord_449) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %1269 = arith.mulf %1268, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_449, %1269) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
              %coord_450 = cute.make_coord() : () -> !cute.coord<"125">
              %1270 = cute.memref.load(%frg_C_64, %coord_450) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %1271 = arith.mulf %1270, %1018 : f32
              cute.memref.store(%frg_C_64, %coord_450, %1271) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
              %coord_451 = cute.make_coord() : () -> !cute.coord<"126">
              %1272 = cute.memref.load(%frg_C_64, %coord_451) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %1273 = arith.mulf %1272, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_451, %1273) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
              %coord_452 = cute.make_coord() : () -> !cute.coord<"127">
              %1274 = cute.memref.load(%frg_C_64, %coord_452) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %1275 = arith.mulf %1274, %1019 : f32
              cute.memref.store(%frg_C_64, %coord_452, %1275) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
              nvvm.wgmma.fence.aligned
              %coord_453 = cute.make_coord(%989) : (i32) -> !cute.coord<"(_,_,0,?)">
              %slice_454 = cute.slice(%frg_A_59, %coord_453) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,0,?)">
              %slice_455 = cute.slice(%frg_B_61, %coord_453) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
              cute.gemm(%115, %frg_C_64, %slice_454, %slice_455, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
              %coord_456 = cute.make_coord(%989) : (i32) -> !cute.coord<"(_,_,1,?)">
              %slice_457 = cute.slice(%frg_A_59, %coord_456) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,1,?)">
              %slice_458 = cute.slice(%frg_B_61, %coord_456) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
              cute.gemm(%115, %frg_C_64, %slice_457, %slice_458, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
              %coord_459 = cute.make_coord(%989) : (i32) -> !cute.coord<"(_,_,2,?)">
              %slice_460 = cute.slice(%frg_A_59, %coord_459) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,2,?)">
              %slice_461 = cute.slice(%frg_B_61, %coord_459) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
              cute.gemm(%115, %frg_C_64, %slice_460, %slice_461, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
              %coord_462 = cute.make_coord(%989) : (i32) -> !cute.coord<"(_,_,3,?)">
              %slice_463 = cute.slice(%frg_A_59, %coord_462) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,3,?)">
              %slice_464 = cute.slice(%frg_B_61, %coord_462) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
              cute.gemm(%115, %frg_C_64, %slice_463, %slice_464, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
              nvvm.wgmma.commit.group.sync.aligned
              cute.memref.store(%rmem_70, %coord_65, %988) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
              nvvm.wgmma.wait.group.sync.aligned 1
            } else {
              nvvm.wgmma.wait.group.sync.aligned 0
            }
            %201 = arith.muli %157, %c256_i32 : i32
            %202 = arith.addi %10, %201 : i32
            %203 = arith.remsi %105, %c4_i32 : i32
            %204 = arith.muli %203, %c8_i32 : i32
            %205 = arith.addi %202, %204 : i32
            %206 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%205 : i32) -> i32
            %207 = arith.cmpi ne, %206, %c0_i32 : i32
            %208 = cute.memref.load(%frg_C, %coord_65) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %209 = arith.mulf %208, %167 : f32
            %210 = arith.select %207, %209, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_65, %210) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
            %211 = nvvm.fmax %cst_2, %210
            %212 = arith.muli %203, %c2_i32 : i32
            %213 = arith.addi %212, %c1_i32 : i32
            %214 = arith.muli %213, %c4_i32 : i32
            %215 = arith.addi %202, %214 : i32
            %216 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%215 : i32) -> i32
            %217 = arith.cmpi ne, %216, %c0_i32 : i32
            %218 = cute.memref.load(%frg_C, %coord_66) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %219 = arith.mulf %218, %167 : f32
            %220 = arith.select %217, %219, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_66, %220) : (!memref_rmem_f32, !cute.coord<"1">, f32) -> ()
            %221 = nvvm.fmax %211, %220
            %222 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%205 : i32) -> i32
            %223 = arith.cmpi ne, %222, %c0_i32 : i32
            %224 = cute.memref.load(%frg_C, %coord_67) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %225 = arith.mulf %224, %167 : f32
            %226 = arith.select %223, %225, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_67, %226) : (!memref_rmem_f32, !cute.coord<"2">, f32) -> ()
            %227 = nvvm.fmax %cst_2, %226
            %228 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%215 : i32) -> i32
            %229 = arith.cmpi ne, %228, %c0_i32 : i32
            %230 = cute.memref.load(%frg_C, %coord_68) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %231 = arith.mulf %230, %167 : f32
            %232 = arith.select %229, %231, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_68, %232) : (!memref_rmem_f32, !cute.coord<"3">, f32) -> ()
            %233 = nvvm.fmax %227, %232
            %234 = arith.addi %212, %c8_i32 : i32
            %235 = arith.muli %234, %c4_i32 : i32
            %236 = arith.addi %202, %235 : i32
            %237 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%236 : i32) -> i32
            %238 = arith.cmpi ne, %237, %c0_i32 : i32
            %239 = cute.memref.load(%frg_C, %coord_69) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %240 = arith.mulf %239, %167 : f32
            %241 = arith.select %238, %240, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_69, %241) : (!memref_rmem_f32, !cute.coord<"4">, f32) -> ()
            %242 = nvvm.fmax %221, %241
            %243 = arith.addi %212, %c9_i32 : i32
            %244 = arith.muli %243, %c4_i32 : i32
            %245 = arith.addi %202, %244 : i32
            %246 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%245 : i32) -> i32
            %247 = arith.cmpi ne, %246, %c0_i32 : i32
            %coord_199 = cute.make_coord() : () -> !cute.coord<"5">
            %248 = cute.memref.load(%frg_C, %coord_199) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %249 = arith.mulf %248, %167 : f32
            %250 = arith.select %247, %249, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_199, %250) : (!memref_rmem_f32, !cute.coord<"5">, f32) -> ()
            %251 = nvvm.fmax %242, %250
            %252 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%236 : i32) -> i32
            %253 = arith.cmpi ne, %252, %c0_i32 : i32
            %coord_200 = cute.make_coord() : () -> !cute.coord<"6">
            %254 = cute.memref.load(%frg_C, %coord_200) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %255 = arith.mulf %254, %167 : f32
            %256 = arith.select %253, %255, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_200, %256) : (!memref_rmem_f32, !cute.coord<"6">, f32) -> ()
            %257 = nvvm.fmax %233, %256
            %258 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%245 : i32) -> i32
            %259 = arith.cmpi ne, %258, %c0_i32 : i32
            %coord_201 = cute.make_coord() : () -> !cute.coord<"7">
            %260 = cute.memref.load(%frg_C, %coord_201) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %261 = arith.mulf %260, %167 : f32
            %262 = arith.select %259, %261, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_201, %262) : (!memref_rmem_f32, !cute.coord<"7">, f32) -> ()
            %263 = nvvm.fmax %257, %262
            %264 = arith.addi %212, %c16_i32 : i32
            %265 = arith.muli %264, %c4_i32 : i32
            %266 = arith.addi %202, %265 : i32
            %267 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%266 : i32) -> i32
            %268 = arith.cmpi ne, %267, %c0_i32 : i32
            %coord_202 = cute.make_coord() : () -> !cute.coord<"8">
            %269 = cute.memref.load(%frg_C, %coord_202) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %270 = arith.mulf %269, %167 : f32
            %271 = arith.select %268, %270, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_202, %271) : (!memref_rmem_f32, !cute.coord<"8">, f32) -> ()
            %272 = nvvm.fmax %251, %271
            %273 = arith.addi %212, %c17_i32 : i32
            %274 = arith.muli %273, %c4_i32 : i32
            %275 = arith.addi %202, %274 : i32
            %276 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%275 : i32) -> i32
            %277 = arith.cmpi ne, %276, %c0_i32 : i32
            %coord_203 = cute.make_coord() : () -> !cute.coord<"9">
            %278 = cute.memref.load(%frg_C, %coord_203) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %279 = arith.mulf %278, %167 : f32
            %280 = arith.select %277, %279, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_203, %280) : (!memref_rmem_f32, !cute.coord<"9">, f32) -> ()
            %281 = nvvm.fmax %272, %280
            %282 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%266 : i32) -> i32
            %283 = arith.cmpi ne, %282, %c0_i32 : i32
            %coord_204 = cute.make_coord() : () -> !cute.coord<"10">
            %284 = cute.memref.load(%frg_C, %coord_204) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %285 = arith.mulf %284, %167 : f32
            %286 = arith.select %283, %285, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_204, %286) : (!memref_rmem_f32, !cute.coord<"10">, f32) -> ()
            %287 = nvvm.fmax %263, %286
            %288 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%275 : i32) -> i32
            %289 = arith.cmpi ne, %288, %c0_i32 : i32
            %coord_205 = cute.make_coord() : () -> !cute.coord<"11">
            %290 = cute.memref.load(%frg_C, %coord_205) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %291 = arith.mulf %290, %167 : f32
            %292 = arith.select %289, %291, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_205, %292) : (!memref_rmem_f32, !cute.coord<"11">, f32) -> ()
            %293 = nvvm.fmax %287, %292
            %294 = arith.addi %212, %c24_i32 : i32
            %295 = arith.muli %294, %c4_i32 : i32
            %296 = arith.addi %202, %295 : i32
            %297 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%296 : i32) -> i32
            %298 = arith.cmpi ne, %297, %c0_i32 : i32
            %coord_206 = cute.make_coord() : () -> !cute.coord<"12">
            %299 = cute.memref.load(%frg_C, %coord_206) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %300 = arith.mulf %299, %167 : f32
            %301 = arith.select %298, %300, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_206, %301) : (!memref_rmem_f32, !cute.coord<"12">, f32) -> ()
            %302 = nvvm.fmax %281, %301
            %303 = arith.addi %212, %c25_i32 : i32
            %304 = arith.muli %303, %c4_i32 : i32
            %305 = arith.addi %202, %304 : i32
            %306 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%305 : i32) -> i32
            %307 = arith.cmpi ne, %306, %c0_i32 : i32
            %coord_207 = cute.make_coord() : () -> !cute.coord<"13">
            %308 = cute.memref.load(%frg_C, %coord_207) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %309 = arith.mulf %308, %167 : f32
            %310 = arith.select %307, %309, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_207, %310) : (!memref_rmem_f32, !cute.coord<"13">, f32) -> ()
            %311 = nvvm.fmax %302, %310
            %312 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%296 : i32) -> i32
            %313 = arith.cmpi ne, %312, %c0_i32 : i32
            %coord_208 = cute.make_coord() : () -> !cute.coord<"14">
            %314 = cute.memref.load(%frg_C, %coord_208) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %315 = arith.mulf %314, %167 : f32
            %316 = arith.select %313, %315, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_208, %316) : (!memref_rmem_f32, !cute.coord<"14">, f32) -> ()
            %317 = nvvm.fmax %293, %316
            %318 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%305 : i32) -> i32
            %319 = arith.cmpi ne, %318, %c0_i32 : i32
            %coord_209 = cute.make_coord() : () -> !cute.coord<"15">
            %320 = cute.memref.load(%frg_C, %coord_209) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %321 = arith.mulf %320, %167 : f32
            %322 = arith.select %319, %321, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_209, %322) : (!memref_rmem_f32, !cute.coord<"15">, f32) -> ()
            %323 = nvvm.fmax %317, %322
            %324 = arith.addi %212, %c32_i32 : i32
            %325 = arith.muli %324, %c4_i32 : i32
            %326 = arith.addi %202, %325 : i32
            %327 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%326 : i32) -> i32
            %328 = arith.cmpi ne, %327, %c0_i32 : i32
            %coord_210 = cute.make_coord() : () -> !cute.coord<"16">
            %329 = cute.memref.load(%frg_C, %coord_210) : (!memref_rmem_f32, !cute.coord<"16">) -> f32
            %330 = arith.mulf %329, %167 : f32
            %331 = arith.select %328, %330, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_210, %331) : (!memref_rmem_f32, !cute.coord<"16">, f32) -> ()
            %332 = nvvm.fmax %311, %331
            %333 = arith.addi %212, %c33_i32 : i32
            %334 = arith.muli %333, %c4_i32 : i32
            %335 = arith.addi %202, %334 : i32
            %336 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%335 : i32) -> i32
            %337 = arith.cmpi ne, %336, %c0_i32 : i32
            %coord_211 = cute.make_coord() : () -> !cute.coord<"17">
            %338 = cute.memref.load(%frg_C, %coord_211) : (!memref_rmem_f32, !cute.coord<"17">) -> f32
            %339 = arith.mulf %338, %167 : f32
            %340 = arith.select %337, %339, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_211, %340) : (!memref_rmem_f32, !cute.coord<"17">, f32) -> ()
            %341 = nvvm.fmax %332, %340
            %342 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%326 : i32) -> i32
            %343 = arith.cmpi ne, %342, %c0_i32 : i32
            %coord_212 = cute.make_coord() : () -> !cute.coord<"18">
            %344 = cute.memref.load(%frg_C, %coord_212) : (!memref_rmem_f32, !cute.coord<"18">) -> f32
            %345 = arith.mulf %344, %167 : f32
            %346 = arith.select %343, %345, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_212, %346) : (!memref_rmem_f32, !cute.coord<"18">, f32) -> ()
            %347 = nvvm.fmax %323, %346
            %348 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%335 : i32) -> i32
            %349 = arith.cmpi ne, %348, %c0_i32 : i32
            %coord_213 = cute.make_coord() : () -> !cute.coord<"19">
            %350 = cute.memref.load(%frg_C, %coord_213) : (!memref_rmem_f32, !cute.coord<"19">) -> f32
            %351 = arith.mulf %350, %167 : f32
            %352 = arith.select %349, %351, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_213, %352) : (!memref_rmem_f32, !cute.coord<"19">, f32) -> ()
            %353 = nvvm.fmax %347, %352
            %354 = arith.addi %212, %c40_i32 : i32
            %355 = arith.muli %354, %c4_i32 : i32
            %356 = arith.addi %202, %355 : i32
            %357 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%356 : i32) -> i32
            %358 = arith.cmpi ne, %357, %c0_i32 : i32
            %coord_214 = cute.make_coord() : () -> !cute.coord<"20">
            %359 = cute.memref.load(%frg_C, %coord_214) : (!memref_rmem_f32, !cute.coord<"20">) -> f32
            %360 = arith.mulf %359, %167 : f32
            %361 = arith.select %358, %360, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_214, %361) : (!memref_rmem_f32, !cute.coord<"20">, f32) -> ()
            %362 = nvvm.fmax %341, %361
            %363 = arith.addi %212, %c41_i32 : i32
            %364 = arith.muli %363, %c4_i32 : i32
            %365 = arith.addi %202, %364 : i32
            %366 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%365 : i32) -> i32
            %367 = arith.cmpi ne, %366, %c0_i32 : i32
            %coord_215 = cute.make_coord() : () -> !cute.coord<"21">
            %368 = cute.memref.load(%frg_C, %coord_215) : (!memref_rmem_f32, !cute.coord<"21">) -> f32
            %369 = arith.mulf %368, %167 : f32
            %370 = arith.select %367, %369, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_215, %370) : (!memref_rmem_f32, !cute.coord<"21">, f32) -> ()
            %371 = nvvm.fmax %362, %370
            %372 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%356 : i32) -> i32
            %373 = arith.cmpi ne, %372, %c0_i32 : i32
            %coord_216 = cute.make_coord() : () -> !cute.coord<"22">
            %374 = cute.memref.load(%frg_C, %coord_216) : (!memref_rmem_f32, !cute.coord<"22">) -> f32
            %375 = arith.mulf %374, %167 : f32
            %376 = arith.select %373, %375, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_216, %376) : (!memref_rmem_f32, !cute.coord<"22">, f32) -> ()
            %377 = nvvm.fmax %353, %376
            %378 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%365 : i32) -> i32
            %379 = arith.cmpi ne, %378, %c0_i32 : i32
            %coord_217 = cute.make_coord() : () -> !cute.coord<"23">
            %380 = cute.memref.load(%frg_C, %coord_217) : (!memref_rmem_f32, !cute.coord<"23">) -> f32
            %381 = arith.mulf %380, %167 : f32
            %382 = arith.select %379, %381, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_217, %382) : (!memref_rmem_f32, !cute.coord<"23">, f32) -> ()
            %383 = nvvm.fmax %377, %382
            %384 = arith.addi %212, %c48_i32 : i32
            %385 = arith.muli %384, %c4_i32 : i32
            %386 = arith.addi %202, %385 : i32
            %387 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%386 : i32) -> i32
            %388 = arith.cmpi ne, %387, %c0_i32 : i32
            %coord_218 = cute.make_coord() : () -> !cute.coord<"24">
            %389 = cute.memref.load(%frg_C, %coord_218) : (!memref_rmem_f32, !cute.coord<"24">) -> f32
            %390 = arith.mulf %389, %167 : f32
            %391 = arith.select %388, %390, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_218, %391) : (!memref_rmem_f32, !cute.coord<"24">, f32) -> ()
            %392 = nvvm.fmax %371, %391
            %393 = arith.addi %212, %c49_i32 : i32
            %394 = arith.muli %393, %c4_i32 : i32
            %395 = arith.addi %202, %394 : i32
            %396 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%395 : i32) -> i32
            %397 = arith.cmpi ne, %396, %c0_i32 : i32
            %coord_219 = cute.make_coord() : () -> !cute.coord<"25">
            %398 = cute.memref.load(%frg_C, %coord_219) : (!memref_rmem_f32, !cute.coord<"25">) -> f32
            %399 = arith.mulf %398, %167 : f32
            %400 = arith.select %397, %399, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_219, %400) : (!memref_rmem_f32, !cute.coord<"25">, f32) -> ()
            %401 = nvvm.fmax %392, %400
            %402 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%386 : i32) -> i32
            %403 = arith.cmpi ne, %402, %c0_i32 : i32
            %coord_220 = cute.make_coord() : () -> !cute.coord<"26">
            %404 = cute.memref.load(%frg_C, %coord_220) : (!memref_rmem_f32, !cute.coord<"26">) -> f32
            %405 = arith.mulf %404, %167 : f32
            %406 = arith.select %403, %405, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_220, %406) : (!memref_rmem_f32, !cute.coord<"26">, f32) -> ()
            %407 = nvvm.fmax %383, %406
            %408 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%395 : i32) -> i32
            %409 = arith.cmpi ne, %408, %c0_i32 : i32
            %coord_221 = cute.make_coord() : () -> !cute.coord<"27">
            %410 = cute.memref.load(%frg_C, %coord_221) : (!memref_rmem_f32, !cute.coord<"27">) -> f32
            %411 = arith.mulf %410, %167 : f32
            %412 = arith.select %409, %411, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_221, %412) : (!memref_rmem_f32, !cute.coord<"27">, f32) -> ()
            %413 = nvvm.fmax %407, %412
            %414 = arith.addi %212, %c56_i32 : i32
            %415 = arith.muli %414, %c4_i32 : i32
            %416 = arith.addi %202, %415 : i32
            %417 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%416 : i32) -> i32
            %418 = arith.cmpi ne, %417, %c0_i32 : i32
            %coord_222 = cute.make_coord() : () -> !cute.coord<"28">
            %419 = cute.memref.load(%frg_C, %coord_222) : (!memref_rmem_f32, !cute.coord<"28">) -> f32
            %420 = arith.mulf %419, %167 : f32
            %421 = arith.select %418, %420, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_222, %421) : (!memref_rmem_f32, !cute.coord<"28">, f32) -> ()
            %422 = nvvm.fmax %401, %421
            %423 = arith.addi %212, %c57_i32 : i32
            %424 = arith.muli %423, %c4_i32 : i32
            %425 = arith.addi %202, %424 : i32
            %426 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%425 : i32) -> i32
            %427 = arith.cmpi ne, %426, %c0_i32 : i32
            %coord_223 = cute.make_coord() : () -> !cute.coord<"29">
            %428 = cute.memref.load(%frg_C, %coord_223) : (!memref_rmem_f32, !cute.coord<"29">) -> f32
            %429 = arith.mulf %428, %167 : f32
            %430 = arith.select %427, %429, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_223, %430) : (!memref_rmem_f32, !cute.coord<"29">, f32) -> ()
            %431 = nvvm.fmax %422, %430
            %432 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%416 : i32) -> i32
            %433 = arith.cmpi ne, %432, %c0_i32 : i32
            %coord_224 = cute.make_coord() : () -> !cute.coord<"30">
            %434 = cute.memref.load(%frg_C, %coord_224) : (!memref_rmem_f32, !cute.coord<"30">) -> f32
            %435 = arith.mulf %434, %167 : f32
            %436 = arith.select %433, %435, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_224, %436) : (!memref_rmem_f32, !cute.coord<"30">, f32) -> ()
            %437 = nvvm.fmax %413, %436
            %438 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%425 : i32) -> i32
            %439 = arith.cmpi ne, %438, %c0_i32 : i32
            %coord_225 = cute.make_coord() : () -> !cute.coord<"31">
            %440 = cute.memref.load(%frg_C, %coord_225) : (!memref_rmem_f32, !cute.coord<"31">) -> f32
            %441 = arith.mulf %440, %167 : f32
            %442 = arith.select %439, %441, %cst_2 : f32
            cute.memref.store(%frg_C, %coord_225, %442) : (!memref_rmem_f32, !cute.coord<"31">, f32) -> ()
            %443 = nvvm.fmax %437, %442
            %444 = nvvm.shfl.sync bfly %c-1_i32, %431, %c1_i32, %c31_i32 : f32 -> f32
            %445 = nvvm.fmax %431, %444
            %446 = nvvm.shfl.sync bfly %c-1_i32, %443, %c1_i32, %c31_i32 : f32 -> f32
            %447 = nvvm.fmax %443, %446
            %448 = nvvm.shfl.sync bfly %c-1_i32, %445, %c2_i32, %c31_i32 : f32 -> f32
            %449 = nvvm.fmax %445, %448
            %450 = nvvm.shfl.sync bfly %c-1_i32, %447, %c2_i32, %c31_i32 : f32 -> f32
            %451 = nvvm.fmax %447, %450
            %452 = arith.cmpf oeq, %449, %cst_2 : f32
            %453 = cute.memref.load(%rmem, %coord_69) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %454 = arith.select %452, %453, %166 : f32
            %455 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %456 = nvvm.fmax %455, %449
            %457 = cute.memref.load(%rmem, %coord_66) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %458 = nvvm.fmax %457, %451
            %459 = arith.cmpf oeq, %456, %cst_2 : f32
            %460 = arith.select %459, %cst_3, %456 : f32
            %461 = arith.cmpf oeq, %458, %cst_2 : f32
            %462 = arith.select %461, %cst_3, %458 : f32
            %463 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %464 = arith.subf %463, %460 : f32
            %465 = math.exp2 %464 fastmath<fast> : f32
            %466 = cute.memref.load(%rmem, %coord_66) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %467 = arith.subf %466, %462 : f32
            %468 = math.exp2 %467 fastmath<fast> : f32
            %469 = arith.muli %157, %c8192_i32 : i32
            %470 = arith.addi %107, %469 : i32
            %471 = cute.memref.load(%frg_C, %coord_65) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %472 = arith.subf %471, %460 : f32
            %473 = math.exp2 %472 fastmath<fast> : f32
            %474 = cute.memref.load(%frg_C, %coord_66) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %475 = arith.subf %474, %460 : f32
            %476 = math.exp2 %475 fastmath<fast> : f32
            %477 = arith.addf %473, %cst_3 : f32
            %478 = arith.addf %477, %476 : f32
            %479 = arith.muli %118, %c128_i32 : i32
            %480 = arith.remsi %118, %c8_i32 : i32
            %481 = arith.muli %480, %c16_i32 : i32
            %482 = arith.addi %479, %481 : i32
            %483 = arith.addi %470, %482 : i32
            %484 = arith.muli %203, %c4_i32 : i32
            %485 = arith.addi %483, %484 : i32
            %486 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %473 : (f32) -> f32
            %487 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %476 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%485, %486, %487 : i32, f32, f32)
            %488 = cute.memref.load(%frg_C, %coord_67) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %489 = arith.subf %488, %462 : f32
            %490 = math.exp2 %489 fastmath<fast> : f32
            %491 = cute.memref.load(%frg_C, %coord_68) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %492 = arith.subf %491, %462 : f32
            %493 = math.exp2 %492 fastmath<fast> : f32
            %494 = arith.addf %490, %cst_3 : f32
            %495 = arith.addf %494, %493 : f32
            %496 = arith.muli %119, %c128_i32 : i32
            %497 = arith.remsi %119, %c8_i32 : i32
            %498 = arith.muli %497, %c16_i32 : i32
            %499 = arith.addi %496, %498 : i32
            %500 = arith.addi %470, %499 : i32
            %501 = arith.addi %500, %484 : i32
            %502 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %490 : (f32) -> f32
            %503 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %493 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%501, %502, %503 : i32, f32, f32)
            %504 = cute.memref.load(%frg_C, %coord_69) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %505 = arith.subf %504, %460 : f32
            %506 = math.exp2 %505 fastmath<fast> : f32
            %507 = cute.memref.load(%frg_C, %coord_199) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %508 = arith.subf %507, %460 : f32
            %509 = math.exp2 %508 fastmath<fast> : f32
            %510 = arith.addf %478, %506 : f32
            %511 = arith.addf %510, %509 : f32
            %512 = arith.xori %480, %c1_i32 : i32
            %513 = arith.muli %512, %c16_i32 : i32
            %514 = arith.addi %479, %513 : i32
            %515 = arith.addi %470, %514 : i32
            %516 = arith.addi %515, %484 : i32
            %517 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %506 : (f32) -> f32
            %518 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %509 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%516, %517, %518 : i32, f32, f32)
            %519 = cute.memref.load(%frg_C, %coord_200) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %520 = arith.subf %519, %462 : f32
            %521 = math.exp2 %520 fastmath<fast> : f32
            %522 = cute.memref.load(%frg_C, %coord_201) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %523 = arith.subf %522, %462 : f32
            %524 = math.exp2 %523 fastmath<fast> : f32
            %525 = arith.addf %495, %521 : f32
            %526 = arith.addf %525, %524 : f32
            %527 = arith.xori %497, %c1_i32 : i32
            %528 = arith.muli %527, %c16_i32 : i32
            %529 = arith.addi %496, %528 : i32
            %530 = arith.addi %470, %529 : i32
            %531 = arith.addi %530, %484 : i32
            %532 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %521 : (f32) -> f32
            %533 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %524 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%531, %532, %533 : i32, f32, f32)
            %534 = cute.memref.load(%frg_C, %coord_202) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %535 = arith.subf %534, %460 : f32
            %536 = math.exp2 %535 fastmath<fast> : f32
            %537 = cute.memref.load(%frg_C, %coord_203) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %538 = arith.subf %537, %460 : f32
            %539 = math.exp2 %538 fastmath<fast> : f32
            %540 = arith.addf %511, %536 : f32
            %541 = arith.addf %540, %539 : f32
            %542 = arith.xori %480, %c2_i32 : i32
            %543 = arith.muli %542, %c16_i32 : i32
            %544 = arith.addi %479, %543 : i32
            %545 = arith.addi %470, %544 : i32
            %546 = arith.addi %545, %484 : i32
            %547 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %536 : (f32) -> f32
            %548 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %539 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%546, %547, %548 : i32, f32, f32)
            %549 = cute.memref.load(%frg_C, %coord_204) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %550 = arith.subf %549, %462 : f32
            %551 = math.exp2 %550 fastmath<fast> : f32
            %552 = cute.memref.load(%frg_C, %coord_205) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %553 = arith.subf %552, %462 : f32
            %554 = math.exp2 %553 fastmath<fast> : f32
            %555 = arith.addf %526, %551 : f32
            %556 = arith.addf %555, %554 : f32
            %557 = arith.xori %497, %c2_i32 : i32
            %558 = arith.muli %557, %c16_i32 : i32
            %559 = arith.addi %496, %558 : i32
            %560 = arith.addi %470, %559 : i32
            %561 = arith.addi %560, %484 : i32
            %562 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %551 : (f32) -> f32
            %563 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %554 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%561, %562, %563 : i32, f32, f32)
            %564 = cute.memref.load(%frg_C, %coord_206) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %565 = arith.subf %564, %460 : f32
            %566 = math.exp2 %565 fastmath<fast> : f32
            %567 = cute.memref.load(%frg_C, %coord_207) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %568 = arith.subf %567, %460 : f32
            %569 = math.exp2 %568 fastmath<fast> : f32
            %570 = arith.addf %541, %566 : f32
            %571 = arith.addf %570, %569 : f32
            %572 = arith.xori %480, %c3_i32 : i32
            %573 = arith.muli %572, %c16_i32 : i32
            %574 = arith.addi %479, %573 : i32
            %575 = arith.addi %470, %574 : i32
            %576 = arith.addi %575, %484 : i32
            %577 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %566 : (f32) -> f32
            %578 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %569 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%576, %577, %578 : i32, f32, f32)
            %579 = cute.memref.load(%frg_C, %coord_208) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %580 = arith.subf %579, %462 : f32
            %581 = math.exp2 %580 fastmath<fast> : f32
            %582 = cute.memref.load(%frg_C, %coord_209) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %583 = arith.subf %582, %462 : f32
            %584 = math.exp2 %583 fastmath<fast> : f32
            %585 = arith.addf %556, %581 : f32
            %586 = arith.addf %585, %584 : f32
            %587 = arith.xori %497, %c3_i32 : i32
            %588 = arith.muli %587, %c16_i32 : i32
            %589 = arith.addi %496, %588 : i32
            %590 = arith.addi %470, %589 : i32
            %591 = arith.addi %590, %484 : i32
            %592 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %581 : (f32) -> f32
            %593 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %584 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%591, %592, %593 : i32, f32, f32)
            %594 = cute.memref.load(%frg_C, %coord_210) : (!memref_rmem_f32, !cute.coord<"16">) -> f32
            %595 = arith.subf %594, %460 : f32
            %596 = math.exp2 %595 fastmath<fast> : f32
            %597 = cute.memref.load(%frg_C, %coord_211) : (!memref_rmem_f32, !cute.coord<"17">) -> f32
            %598 = arith.subf %597, %460 : f32
            %599 = math.exp2 %598 fastmath<fast> : f32
            %600 = arith.addf %571, %596 : f32
            %601 = arith.addf %600, %599 : f32
            %602 = arith.xori %480, %c4_i32 : i32
            %603 = arith.muli %602, %c16_i32 : i32
            %604 = arith.addi %479, %603 : i32
            %605 = arith.addi %470, %604 : i32
            %606 = arith.addi %605, %484 : i32
            %607 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %596 : (f32) -> f32
            %608 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %599 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%606, %607, %608 : i32, f32, f32)
            %609 = cute.memref.load(%frg_C, %coord_212) : (!memref_rmem_f32, !cute.coord<"18">) -> f32
            %610 = arith.subf %609, %462 : f32
            %611 = math.exp2 %610 fastmath<fast> : f32
            %612 = cute.memref.load(%frg_C, %coord_213) : (!memref_rmem_f32, !cute.coord<"19">) -> f32
            %613 = arith.subf %612, %462 : f32
            %614 = math.exp2 %613 fastmath<fast> : f32
            %615 = arith.addf %586, %611 : f32
            %616 = arith.addf %615, %614 : f32
            %617 = arith.xori %497, %c4_i32 : i32
            %618 = arith.muli %617, %c16_i32 : i32
            %619 = arith.addi %496, %618 : i32
            %620 = arith.addi %470, %619 : i32
            %621 = arith.addi %620, %484 : i32
            %622 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %611 : (f32) -> f32
            %623 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %614 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%621, %622, %623 : i32, f32, f32)
            %624 = cute.memref.load(%frg_C, %coord_214) : (!memref_rmem_f32, !cute.coord<"20">) -> f32
            %625 = arith.subf %624, %460 : f32
            %626 = math.exp2 %625 fastmath<fast> : f32
            %627 = cute.memref.load(%frg_C, %coord_215) : (!memref_rmem_f32, !cute.coord<"21">) -> f32
            %628 = arith.subf %627, %460 : f32
            %629 = math.exp2 %628 fastmath<fast> : f32
            %630 = arith.addf %601, %626 : f32
            %631 = arith.addf %630, %629 : f32
            %632 = arith.xori %480, %c5_i32 : i32
            %633 = arith.muli %632, %c16_i32 : i32
            %634 = arith.addi %479, %633 : i32
            %635 = arith.addi %470, %634 : i32
            %636 = arith.addi %635, %484 : i32
            %637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %626 : (f32) -> f32
            %638 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %629 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%636, %637, %638 : i32, f32, f32)
            %639 = cute.memref.load(%frg_C, %coord_216) : (!memref_rmem_f32, !cute.coord<"22">) -> f32
            %640 = arith.subf %639, %462 : f32
            %641 = math.exp2 %640 fastmath<fast> : f32
            %642 = cute.memref.load(%frg_C, %coord_217) : (!memref_rmem_f32, !cute.coord<"23">) -> f32
            %643 = arith.subf %642, %462 : f32
            %644 = math.exp2 %643 fastmath<fast> : f32
            %645 = arith.addf %616, %641 : f32
            %646 = arith.addf %645, %644 : f32
            %647 = arith.xori %497, %c5_i32 : i32
            %648 = arith.muli %647, %c16_i32 : i32
            %649 = arith.addi %496, %648 : i32
            %650 = arith.addi %470, %649 : i32
            %651 = arith.addi %650, %484 : i32
            %652 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %641 : (f32) -> f32
            %653 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %644 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%651, %652, %653 : i32, f32, f32)
            %654 = cute.memref.load(%frg_C, %coord_218) : (!memref_rmem_f32, !cute.coord<"24">) -> f32
            %655 = arith.subf %654, %460 : f32
            %656 = math.exp2 %655 fastmath<fast> : f32
            %657 = cute.memref.load(%frg_C, %coord_219) : (!memref_rmem_f32, !cute.coord<"25">) -> f32
            %658 = arith.subf %657, %460 : f32
            %659 = math.exp2 %658 fastmath<fast> : f32
            %660 = arith.addf %631, %656 : f32
            %661 = arith.addf %660, %659 : f32
            %662 = arith.xori %480, %c6_i32 : i32
            %663 = arith.muli %662, %c16_i32 : i32
            %664 = arith.addi %479, %663 : i32
            %665 = arith.addi %470, %664 : i32
            %666 = arith.addi %665, %484 : i32
            %667 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %656 : (f32) -> f32
            %668 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %659 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%666, %667, %668 : i32, f32, f32)
            %669 = cute.memref.load(%frg_C, %coord_220) : (!memref_rmem_f32, !cute.coord<"26">) -> f32
            %670 = arith.subf %669, %462 : f32
            %671 = math.exp2 %670 fastmath<fast> : f32
            %672 = cute.memref.load(%frg_C, %coord_221) : (!memref_rmem_f32, !cute.coord<"27">) -> f32
            %673 = arith.subf %672, %462 : f32
            %674 = math.exp2 %673 fastmath<fast> : f32
            %675 = arith.addf %646, %671 : f32
            %676 = arith.addf %675, %674 : f32
            %677 = arith.xori %497, %c6_i32 : i32
            %678 = arith.muli %677, %c16_i32 : i32
            %679 = arith.addi %496, %678 : i32
            %680 = arith.addi %470, %679 : i32
            %681 = arith.addi %680, %484 : i32
            %682 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %671 : (f32) -> f32
            %683 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %674 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%681, %682, %683 : i32, f32, f32)
            %684 = cute.memref.load(%frg_C, %coord_222) : (!memref_rmem_f32, !cute.coord<"28">) -> f32
            %685 = arith.subf %684, %460 : f32
            %686 = math.exp2 %685 fastmath<fast> : f32
            %687 = cute.memref.load(%frg_C, %coord_223) : (!memref_rmem_f32, !cute.coord<"29">) -> f32
            %688 = arith.subf %687, %460 : f32
            %689 = math.exp2 %688 fastmath<fast> : f32
            %690 = arith.addf %661, %686 : f32
            %691 = arith.addf %690, %689 : f32
            %692 = arith.xori %480, %c7_i32 : i32
            %693 = arith.muli %692, %c16_i32 : i32
            %694 = arith.addi %479, %693 : i32
            %695 = arith.addi %470, %694 : i32
            %696 = arith.addi %695, %484 : i32
            %697 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %686 : (f32) -> f32
            %698 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %689 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%696, %697, %698 : i32, f32, f32)
            %699 = cute.memref.load(%frg_C, %coord_224) : (!memref_rmem_f32, !cute.coord<"30">) -> f32
            %700 = arith.subf %699, %462 : f32
            %701 = math.exp2 %700 fastmath<fast> : f32
            %702 = cute.memref.load(%frg_C, %coord_225) : (!memref_rmem_f32, !cute.coord<"31">) -> f32
            %703 = arith.subf %702, %462 : f32
            %704 = math.exp2 %703 fastmath<fast> : f32
            %705 = arith.addf %676, %701 : f32
            %706 = arith.addf %705, %704 : f32
            %707 = arith.xori %497, %c7_i32 : i32
            %708 = arith.muli %707, %c16_i32 : i32
            %709 = arith.addi %496, %708 : i32
            %710 = arith.addi %470, %709 : i32
            %711 = arith.addi %710, %484 : i32
            %712 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %701 : (f32) -> f32
            %713 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %704 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%711, %712, %713 : i32, f32, f32)
            %714 = arith.cmpi eq, %203, %c0_i32 : i32
            scf.if %714 {
              %988 = arith.muli %157, %c64_i32 : i32
              %989 = arith.addi %988, %118 : i32
              %990 = arith.muli %989, %c4_i32 : i32
              %991 = arith.addi %108, %990 : i32
              %992 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %465 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%991, %992 : i32, f32)
              %993 = arith.addi %988, %119 : i32
              %994 = arith.muli %993, %c4_i32 : i32
              %995 = arith.addi %108, %994 : i32
              %996 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %468 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%995, %996 : i32, f32)
              %997 = arith.addi %109, %990 : i32
              %998 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %456 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%997, %998 : i32, f32)
              %999 = arith.addi %109, %994 : i32
              %1000 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %458 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%999, %1000 : i32, f32)
            }
            %715 = arith.cmpi eq, %104, %c0_i32 : i32
            scf.if %715 {
              %988 = arith.addi %110, %163 : i32
              %989 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %454 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%988, %989 : i32, f32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %716 = arith.addi %157, %c7_i32 : i32
            nvvm.barrier.arrive id = %716 number_of_threads = %c256_i32
            nvvm.barrier id = %c10_i32 number_of_threads = %c128_i32
            nvvm.wgmma.wait.group.sync.aligned 0
            %717 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
            %718 = arith.cmpi sge, %717, %c0_i32 : i32
            scf.if %718 {
              %988 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
              %989 = arith.remsi %988, %c2_i32 : i32
              %990 = arith.addi %989, %c3_i32 : i32
              nvvm.barrier.arrive id = %990 number_of_threads = %c384_i32
              cute.memref.store(%rmem_70, %coord_65, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
            }
            %719 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %720 = arith.cmpf oeq, %719, %cst_2 : f32
            %721 = cute.memref.load(%rmem, %coord_69) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %722 = arith.divf %721, %454 : f32
            %723 = arith.select %720, %cst_4, %722 : f32
            cute.memref.store(%rmem, %coord_69, %454) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %724 = cute.memref.load(%rmem, %coord_67) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %725 = arith.mulf %724, %465 : f32
            %726 = arith.addf %725, %691 : f32
            cute.memref.store(%rmem, %coord_67, %726) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %727 = cute.memref.load(%rmem, %coord_68) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %728 = arith.mulf %727, %468 : f32
            %729 = arith.addf %728, %706 : f32
            cute.memref.store(%rmem, %coord_68, %729) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            cute.memref.store(%rmem, %coord_65, %456) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            cute.memref.store(%rmem, %coord_66, %458) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %730 = arith.mulf %465, %723 : f32
            %731 = arith.mulf %468, %723 : f32
            %732 = cute.memref.load(%frg_C_64, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %733 = arith.mulf %732, %730 : f32
            cute.memref.store(%frg_C_64, %coord_65, %733) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %734 = cute.memref.load(%frg_C_64, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %735 = arith.mulf %734, %730 : f32
            cute.memref.store(%frg_C_64, %coord_66, %735) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %736 = cute.memref.load(%frg_C_64, %coord_67) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %737 = arith.mulf %736, %731 : f32
            cute.memref.store(%frg_C_64, %coord_67, %737) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %738 = cute.memref.load(%frg_C_64, %coord_68) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %739 = arith.mulf %738, %731 : f32
            cute.memref.store(%frg_C_64, %coord_68, %739) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %740 = cute.memref.load(%frg_C_64, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %741 = arith.mulf %740, %730 : f32
            cute.memref.store(%frg_C_64, %coord_69, %741) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %742 = cute.memref.load(%frg_C_64, %coord_199) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %743 = arith.mulf %742, %730 : f32
            cute.memref.store(%frg_C_64, %coord_199, %743) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %744 = cute.memref.load(%frg_C_64, %coord_200) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %745 = arith.mulf %744, %731 : f32
            cute.memref.store(%frg_C_64, %coord_200, %745) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %746 = cute.memref.load(%frg_C_64, %coord_201) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %747 = arith.mulf %746, %731 : f32
            cute.memref.store(%frg_C_64, %coord_201, %747) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %748 = cute.memref.load(%frg_C_64, %coord_202) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %749 = arith.mulf %748, %730 : f32
            cute.memref.store(%frg_C_64, %coord_202, %749) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %750 = cute.memref.load(%frg_C_64, %coord_203) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %751 = arith.mulf %750, %730 : f32
            cute.memref.store(%frg_C_64, %coord_203, %751) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %752 = cute.memref.load(%frg_C_64, %coord_204) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %753 = arith.mulf %752, %731 : f32
            cute.memref.store(%frg_C_64, %coord_204, %753) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %754 = cute.memref.load(%frg_C_64, %coord_205) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %755 = arith.mulf %754, %731 : f32
            cute.memref.store(%frg_C_64, %coord_205, %755) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %756 = cute.memref.load(%frg_C_64, %coord_206) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %757 = arith.mulf %756, %730 : f32
            cute.memref.store(%frg_C_64, %coord_206, %757) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %758 = cute.memref.load(%frg_C_64, %coord_207) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %759 = arith.mulf %758, %730 : f32
            cute.memref.store(%frg_C_64, %coord_207, %759) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %760 = cute.memref.load(%frg_C_64, %coord_208) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %761 = arith.mulf %760, %731 : f32
            cute.memref.store(%frg_C_64, %coord_208, %761) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %762 = cute.memref.load(%frg_C_64, %coord_209) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %763 = arith.mulf %762, %731 : f32
            cute.memref.store(%frg_C_64, %coord_209, %763) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %764 = cute.memref.load(%frg_C_64, %coord_210) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %765 = arith.mulf %764, %730 : f32
            cute.memref.store(%frg_C_64, %coord_210, %765) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %766 = cute.memref.load(%frg_C_64, %coord_211) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %767 = arith.mulf %766, %730 : f32
            cute.memref.store(%frg_C_64, %coord_211, %767) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %768 = cute.memref.load(%frg_C_64, %coord_212) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %769 = arith.mulf %768, %731 : f32
            cute.memref.store(%frg_C_64, %coord_212, %769) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %770 = cute.memref.load(%frg_C_64, %coord_213) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %771 = arith.mulf %770, %731 : f32
            cute.memref.store(%frg_C_64, %coord_213, %771) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %772 = cute.memref.load(%frg_C_64, %coord_214) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %773 = arith.mulf %772, %730 : f32
            cute.memref.store(%frg_C_64, %coord_214, %773) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %774 = cute.memref.load(%frg_C_64, %coord_215) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %775 = arith.mulf %774, %730 : f32
            cute.memref.store(%frg_C_64, %coord_215, %775) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %776 = cute.memref.load(%frg_C_64, %coord_216) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %777 = arith.mulf %776, %731 : f32
            cute.memref.store(%frg_C_64, %coord_216, %777) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %778 = cute.memref.load(%frg_C_64, %coord_217) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %779 = arith.mulf %778, %731 : f32
            cute.memref.store(%frg_C_64, %coord_217, %779) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %780 = cute.memref.load(%frg_C_64, %coord_218) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %781 = arith.mulf %780, %730 : f32
            cute.memref.store(%frg_C_64, %coord_218, %781) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %782 = cute.memref.load(%frg_C_64, %coord_219) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %783 = arith.mulf %782, %730 : f32
            cute.memref.store(%frg_C_64, %coord_219, %783) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %784 = cute.memref.load(%frg_C_64, %coord_220) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %785 = arith.mulf %784, %731 : f32
            cute.memref.store(%frg_C_64, %coord_220, %785) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %786 = cute.memref.load(%frg_C_64, %coord_221) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %787 = arith.mulf %786, %731 : f32
            cute.memref.store(%frg_C_64, %coord_221, %787) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %788 = cute.memref.load(%frg_C_64, %coord_222) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %789 = arith.mulf %788, %730 : f32
            cute.memref.store(%frg_C_64, %coord_222, %789) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %790 = cute.memref.load(%frg_C_64, %coord_223) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %791 = arith.mulf %790, %730 : f32
            cute.memref.store(%frg_C_64, %coord_223, %791) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %792 = cute.memref.load(%frg_C_64, %coord_224) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %793 = arith.mulf %792, %731 : f32
            cute.memref.store(%frg_C_64, %coord_224, %793) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %794 = cute.memref.load(%frg_C_64, %coord_225) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %795 = arith.mulf %794, %731 : f32
            cute.memref.store(%frg_C_64, %coord_225, %795) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_226 = cute.make_coord() : () -> !cute.coord<"32">
            %796 = cute.memref.load(%frg_C_64, %coord_226) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %797 = arith.mulf %796, %730 : f32
            cute.memref.store(%frg_C_64, %coord_226, %797) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_227 = cute.make_coord() : () -> !cute.coord<"33">
            %798 = cute.memref.load(%frg_C_64, %coord_227) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %799 = arith.mulf %798, %730 : f32
            cute.memref.store(%frg_C_64, %coord_227, %799) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_228 = cute.make_coord() : () -> !cute.coord<"34">
            %800 = cute.memref.load(%frg_C_64, %coord_228) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %801 = arith.mulf %800, %731 : f32
            cute.memref.store(%frg_C_64, %coord_228, %801) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_229 = cute.make_coord() : () -> !cute.coord<"35">
            %802 = cute.memref.load(%frg_C_64, %coord_229) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %803 = arith.mulf %802, %731 : f32
            cute.memref.store(%frg_C_64, %coord_229, %803) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_230 = cute.make_coord() : () -> !cute.coord<"36">
            %804 = cute.memref.load(%frg_C_64, %coord_230) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %805 = arith.mulf %804, %730 : f32
            cute.memref.store(%frg_C_64, %coord_230, %805) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_231 = cute.make_coord() : () -> !cute.coord<"37">
            %806 = cute.memref.load(%frg_C_64, %coord_231) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %807 = arith.mulf %806, %730 : f32
            cute.memref.store(%frg_C_64, %coord_231, %807) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_232 = cute.make_coord() : () -> !cute.coord<"38">
            %808 = cute.memref.load(%frg_C_64, %coord_232) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %809 = arith.mulf %808, %731 : f32
            cute.memref.store(%frg_C_64, %coord_232, %809) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_233 = cute.make_coord() : () -> !cute.coord<"39">
            %810 = cute.memref.load(%frg_C_64, %coord_233) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %811 = arith.mulf %810, %731 : f32
            cute.memref.store(%frg_C_64, %coord_233, %811) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_234 = cute.make_coord() : () -> !cute.coord<"40">
            %812 = cute.memref.load(%frg_C_64, %coord_234) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %813 = arith.mulf %812, %730 : f32
            cute.memref.store(%frg_C_64, %coord_234, %813) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_235 = cute.make_coord() : () -> !cute.coord<"41">
            %814 = cute.memref.load(%frg_C_64, %coord_235) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %815 = arith.mulf %814, %730 : f32
            cute.memref.store(%frg_C_64, %coord_235, %815) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_236 = cute.make_coord() : () -> !cute.coord<"42">
            %816 = cute.memref.load(%frg_C_64, %coord_236) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %817 = arith.mulf %816, %731 : f32
            cute.memref.store(%frg_C_64, %coord_236, %817) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_237 = cute.make_coord() : () -> !cute.coord<"43">
            %818 = cute.memref.load(%frg_C_64, %coord_237) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %819 = arith.mulf %818, %731 : f32
            cute.memref.store(%frg_C_64, %coord_237, %819) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_238 = cute.make_coord() : () -> !cute.coord<"44">
            %820 = cute.memref.load(%frg_C_64, %coord_238) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %821 = arith.mulf %820, %730 : f32
            cute.memref.store(%frg_C_64, %coord_238, %821) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_239 = cute.make_coord() : () -> !cute.coord<"45">
            %822 = cute.memref.load(%frg_C_64, %coord_239) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %823 = arith.mulf %822, %730 : f32
            cute.memref.store(%frg_C_64, %coord_239, %823) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_240 = cute.make_coord() : () -> !cute.coord<"46">
            %824 = cute.memref.load(%frg_C_64, %coord_240) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %825 = arith.mulf %824, %731 : f32
            cute.memref.store(%frg_C_64, %coord_240, %825) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_241 = cute.make_coord() : () -> !cute.coord<"47">
            %826 = cute.memref.load(%frg_C_64, %coord_241) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %827 = arith.mulf %826, %731 : f32
            cute.memref.store(%frg_C_64, %coord_241, %827) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_242 = cute.make_coord() : () -> !cute.coord<"48">
            %828 = cute.memref.load(%frg_C_64, %coord_242) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %829 = arith.mulf %828, %730 : f32
            cute.memref.store(%frg_C_64, %coord_242, %829) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_243 = cute.make_coord() : () -> !cute.coord<"49">
            %830 = cute.memref.load(%frg_C_64, %coord_243) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %831 = arith.mulf %830, %730 : f32
            cute.memref.store(%frg_C_64, %coord_243, %831) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_244 = cute.make_coord() : () -> !cute.coord<"50">
            %832 = cute.memref.load(%frg_C_64, %coord_244) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %833 = arith.mulf %832, %731 : f32
            cute.memref.store(%frg_C_64, %coord_244, %833) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_245 = cute.make_coord() : () -> !cute.coord<"51">
            %834 = cute.memref.load(%frg_C_64, %coord_245) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %835 = arith.mulf %834, %731 : f32
            cute.memref.store(%frg_C_64, %coord_245, %835) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_246 = cute.make_coord() : () -> !cute.coord<"52">
            %836 = cute.memref.load(%frg_C_64, %coord_246) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %837 = arith.mulf %836, %730 : f32
            cute.memref.store(%frg_C_64, %coord_246, %837) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_247 = cute.make_coord() : () -> !cute.coord<"53">
            %838 = cute.memref.load(%frg_C_64, %coord_247) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %839 = arith.mulf %838, %730 : f32
            cute.memref.store(%frg_C_64, %coord_247, %839) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_248 = cute.make_coord() : () -> !cute.coord<"54">
            %840 = cute.memref.load(%frg_C_64, %coord_248) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %841 = arith.mulf %840, %731 : f32
            cute.memref.store(%frg_C_64, %coord_248, %841) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_249 = cute.make_coord() : () -> !cute.coord<"55">
            %842 = cute.memref.load(%frg_C_64, %coord_249) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %843 = arith.mulf %842, %731 : f32
            cute.memref.store(%frg_C_64, %coord_249, %843) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_250 = cute.make_coord() : () -> !cute.coord<"56">
            %844 = cute.memref.load(%frg_C_64, %coord_250) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %845 = arith.mulf %844, %730 : f32
            cute.memref.store(%frg_C_64, %coord_250, %845) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_251 = cute.make_coord() : () -> !cute.coord<"57">
            %846 = cute.memref.load(%frg_C_64, %coord_251) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %847 = arith.mulf %846, %730 : f32
            cute.memref.store(%frg_C_64, %coord_251, %847) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_252 = cute.make_coord() : () -> !cute.coord<"58">
            %848 = cute.memref.load(%frg_C_64, %coord_252) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %849 = arith.mulf %848, %731 : f32
            cute.memref.store(%frg_C_64, %coord_252, %849) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_253 = cute.make_coord() : () -> !cute.coord<"59">
            %850 = cute.memref.load(%frg_C_64, %coord_253) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %851 = arith.mulf %850, %731 : f32
            cute.memref.store(%frg_C_64, %coord_253, %851) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_254 = cute.make_coord() : () -> !cute.coord<"60">
            %852 = cute.memref.load(%frg_C_64, %coord_254) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %853 = arith.mulf %852, %730 : f32
            cute.memref.store(%frg_C_64, %coord_254, %853) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_255 = cute.make_coord() : () -> !cute.coord<"61">
            %854 = cute.memref.load(%frg_C_64, %coord_255) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %855 = arith.mulf %854, %730 : f32
            cute.memref.store(%frg_C_64, %coord_255, %855) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_256 = cute.make_coord() : () -> !cute.coord<"62">
            %856 = cute.memref.load(%frg_C_64, %coord_256) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %857 = arith.mulf %856, %731 : f32
            cute.memref.store(%frg_C_64, %coord_256, %857) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_257 = cute.make_coord() : () -> !cute.coord<"63">
            %858 = cute.memref.load(%frg_C_64, %coord_257) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %859 = arith.mulf %858, %731 : f32
            cute.memref.store(%frg_C_64, %coord_257, %859) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_258 = cute.make_coord() : () -> !cute.coord<"64">
            %860 = cute.memref.load(%frg_C_64, %coord_258) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %861 = arith.mulf %860, %730 : f32
            cute.memref.store(%frg_C_64, %coord_258, %861) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_259 = cute.make_coord() : () -> !cute.coord<"65">
            %862 = cute.memref.load(%frg_C_64, %coord_259) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %863 = arith.mulf %862, %730 : f32
            cute.memref.store(%frg_C_64, %coord_259, %863) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_260 = cute.make_coord() : () -> !cute.coord<"66">
            %864 = cute.memref.load(%frg_C_64, %coord_260) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %865 = arith.mulf %864, %731 : f32
            cute.memref.store(%frg_C_64, %coord_260, %865) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_261 = cute.make_coord() : () -> !cute.coord<"67">
            %866 = cute.memref.load(%frg_C_64, %coord_261) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %867 = arith.mulf %866, %731 : f32
            cute.memref.store(%frg_C_64, %coord_261, %867) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_262 = cute.make_coord() : () -> !cute.coord<"68">
            %868 = cute.memref.load(%frg_C_64, %coord_262) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %869 = arith.mulf %868, %730 : f32
            cute.memref.store(%frg_C_64, %coord_262, %869) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_263 = cute.make_coord() : () -> !cute.coord<"69">
            %870 = cute.memref.load(%frg_C_64, %coord_263) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %871 = arith.mulf %870, %730 : f32
            cute.memref.store(%frg_C_64, %coord_263, %871) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_264 = cute.make_coord() : () -> !cute.coord<"70">
            %872 = cute.memref.load(%frg_C_64, %coord_264) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %873 = arith.mulf %872, %731 : f32
            cute.memref.store(%frg_C_64, %coord_264, %873) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_265 = cute.make_coord() : () -> !cute.coord<"71">
            %874 = cute.memref.load(%frg_C_64, %coord_265) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %875 = arith.mulf %874, %731 : f32
            cute.memref.store(%frg_C_64, %coord_265, %875) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_266 = cute.make_coord() : () -> !cute.coord<"72">
            %876 = cute.memref.load(%frg_C_64, %coord_266) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %877 = arith.mulf %876, %730 : f32
            cute.memref.store(%frg_C_64, %coord_266, %877) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_267 = cute.make_coord() : () -> !cute.coord<"73">
            %878 = cute.memref.load(%frg_C_64, %coord_267) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %879 = arith.mulf %878, %730 : f32
            cute.memref.store(%frg_C_64, %coord_267, %879) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_268 = cute.make_coord() : () -> !cute.coord<"74">
            %880 = cute.memref.load(%frg_C_64, %coord_268) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %881 = arith.mulf %880, %731 : f32
            cute.memref.store(%frg_C_64, %coord_268, %881) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_269 = cute.make_coord() : () -> !cute.coord<"75">
            %882 = cute.memref.load(%frg_C_64, %coord_269) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %883 = arith.mulf %882, %731 : f32
            cute.memref.store(%frg_C_64, %coord_269, %883) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_270 = cute.make_coord() : () -> !cute.coord<"76">
            %884 = cute.memref.load(%frg_C_64, %coord_270) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %885 = arith.mulf %884, %730 : f32
            cute.memref.store(%frg_C_64, %coord_270, %885) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_271 = cute.make_coord() : () -> !cute.coord<"77">
            %886 = cute.memref.load(%frg_C_64, %coord_271) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %887 = arith.mulf %886, %730 : f32
            cute.memref.store(%frg_C_64, %coord_271, %887) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_272 = cute.make_coord() : () -> !cute.coord<"78">
            %888 = cute.memref.load(%frg_C_64, %coord_272) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %889 = arith.mulf %888, %731 : f32
            cute.memref.store(%frg_C_64, %coord_272, %889) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_273 = cute.make_coord() : () -> !cute.coord<"79">
            %890 = cute.memref.load(%frg_C_64, %coord_273) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %891 = arith.mulf %890, %731 : f32
            cute.memref.store(%frg_C_64, %coord_273, %891) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_274 = cute.make_coord() : () -> !cute.coord<"80">
            %892 = cute.memref.load(%frg_C_64, %coord_274) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %893 = arith.mulf %892, %730 : f32
            cute.memref.store(%frg_C_64, %coord_274, %893) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_275 = cute.make_coord() : () -> !cute.coord<"81">
            %894 = cute.memref.load(%frg_C_64, %coord_275) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %895 = arith.mulf %894, %730 : f32
            cute.memref.store(%frg_C_64, %coord_275, %895) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_276 = cute.make_coord() : () -> !cute.coord<"82">
            %896 = cute.memref.load(%frg_C_64, %coord_276) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %897 = arith.mulf %896, %731 : f32
            cute.memref.store(%frg_C_64, %coord_276, %897) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_277 = cute.make_coord() : () -> !cute.coord<"83">
            %898 = cute.memref.load(%frg_C_64, %coord_277) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %899 = arith.mulf %898, %731 : f32
            cute.memref.store(%frg_C_64, %coord_277, %899) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_278 = cute.make_coord() : () -> !cute.coord<"84">
            %900 = cute.memref.load(%frg_C_64, %coord_278) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %901 = arith.mulf %900, %730 : f32
            cute.memref.store(%frg_C_64, %coord_278, %901) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_279 = cute.make_coord() : () -> !cute.coord<"85">
            %902 = cute.memref.load(%frg_C_64, %coord_279) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %903 = arith.mulf %902, %730 : f32
            cute.memref.store(%frg_C_64, %coord_279, %903) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_280 = cute.make_coord() : () -> !cute.coord<"86">
            %904 = cute.memref.load(%frg_C_64, %coord_280) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %905 = arith.mulf %904, %731 : f32
            cute.memref.store(%frg_C_64, %coord_280, %905) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_281 = cute.make_coord() : () -> !cute.coord<"87">
            %906 = cute.memref.load(%frg_C_64, %coord_281) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %907 = arith.mulf %906, %731 : f32
            cute.memref.store(%frg_C_64, %coord_281, %907) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_282 = cute.make_coord() : () -> !cute.coord<"88">
            %908 = cute.memref.load(%frg_C_64, %coord_282) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %909 = arith.mulf %908, %730 : f32
            cute.memref.store(%frg_C_64, %coord_282, %909) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_283 = cute.make_coord() : () -> !cute.coord<"89">
            %910 = cute.memref.load(%frg_C_64, %coord_283) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %911 = arith.mulf %910, %730 : f32
            cute.memref.store(%frg_C_64, %coord_283, %911) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_284 = cute.make_coord() : () -> !cute.coord<"90">
            %912 = cute.memref.load(%frg_C_64, %coord_284) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %913 = arith.mulf %912, %731 : f32
            cute.memref.store(%frg_C_64, %coord_284, %913) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_285 = cute.make_coord() : () -> !cute.coord<"91">
            %914 = cute.memref.load(%frg_C_64, %coord_285) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %915 = arith.mulf %914, %731 : f32
            cute.memref.store(%frg_C_64, %coord_285, %915) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_286 = cute.make_coord() : () -> !cute.coord<"92">
            %916 = cute.memref.load(%frg_C_64, %coord_286) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %917 = arith.mulf %916, %730 : f32
            cute.memref.store(%frg_C_64, %coord_286, %917) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_287 = cute.make_coord() : () -> !cute.coord<"93">
            %918 = cute.memref.load(%frg_C_64, %coord_287) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %919 = arith.mulf %918, %730 : f32
            cute.memref.store(%frg_C_64, %coord_287, %919) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_288 = cute.make_coord() : () -> !cute.coord<"94">
            %920 = cute.memref.load(%frg_C_64, %coord_288) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %921 = arith.mulf %920, %731 : f32
            cute.memref.store(%frg_C_64, %coord_288, %921) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_289 = cute.make_coord() : () -> !cute.coord<"95">
            %922 = cute.memref.load(%frg_C_64, %coord_289) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %923 = arith.mulf %922, %731 : f32
            cute.memref.store(%frg_C_64, %coord_289, %923) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_290 = cute.make_coord() : () -> !cute.coord<"96">
            %924 = cute.memref.load(%frg_C_64, %coord_290) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %925 = arith.mulf %924, %730 : f32
            cute.memref.store(%frg_C_64, %coord_290, %925) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_291 = cute.make_coord() : () -> !cute.coord<"97">
            %926 = cute.memref.load(%frg_C_64, %coord_291) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %927 = arith.mulf %926, %730 : f32
            cute.memref.store(%frg_C_64, %coord_291, %927) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_292 = cute.make_coord() : () -> !cute.coord<"98">
            %928 = cute.memref.load(%frg_C_64, %coord_292) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %929 = arith.mulf %928, %731 : f32
            cute.memref.store(%frg_C_64, %coord_292, %929) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_293 = cute.make_coord() : () -> !cute.coord<"99">
            %930 = cute.memref.load(%frg_C_64, %coord_293) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %931 = arith.mulf %930, %731 : f32
            cute.memref.store(%frg_C_64, %coord_293, %931) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_294 = cute.make_coord() : () -> !cute.coord<"100">
            %932 = cute.memref.load(%frg_C_64, %coord_294) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %933 = arith.mulf %932, %730 : f32
            cute.memref.store(%frg_C_64, %coord_294, %933) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_295 = cute.make_coord() : () -> !cute.coord<"101">
            %934 = cute.memref.load(%frg_C_64, %coord_295) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %935 = arith.mulf %934, %730 : f32
            cute.memref.store(%frg_C_64, %coord_295, %935) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_296 = cute.make_coord() : () -> !cute.coord<"102">
            %936 = cute.memref.load(%frg_C_64, %coord_296) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %937 = arith.mulf %936, %731 : f32
            cute.memref.store(%frg_C_64, %coord_296, %937) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_297 = cute.make_coord() : () -> !cute.coord<"103">
            %938 = cute.memref.load(%frg_C_64, %coord_297) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %939 = arith.mulf %938, %731 : f32
            cute.memref.store(%frg_C_64, %coord_297, %939) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_298 = cute.make_coord() : () -> !cute.coord<"104">
            %940 = cute.memref.load(%frg_C_64, %coord_298) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %941 = arith.mulf %940, %730 : f32
            cute.memref.store(%frg_C_64, %coord_298, %941) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_299 = cute.make_coord() : () -> !cute.coord<"105">
            %942 = cute.memref.load(%frg_C_64, %coord_299) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %943 = arith.mulf %942, %730 : f32
            cute.memref.store(%frg_C_64, %coord_299, %943) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_300 = cute.make_coord() : () -> !cute.coord<"106">
            %944 = cute.memref.load(%frg_C_64, %coord_300) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %945 = arith.mulf %944, %731 : f32
            cute.memref.store(%frg_C_64, %coord_300, %945) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_301 = cute.make_coord() : () -> !cute.coord<"107">
            %946 = cute.memref.load(%frg_C_64, %coord_301) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %947 = arith.mulf %946, %731 : f32
            cute.memref.store(%frg_C_64, %coord_301, %947) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_302 = cute.make_coord() : () -> !cute.coord<"108">
            %948 = cute.memref.load(%frg_C_64, %coord_302) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %949 = arith.mulf %948, %730 : f32
            cute.memref.store(%frg_C_64, %coord_302, %949) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_303 = cute.make_coord() : () -> !cute.coord<"109">
            %950 = cute.memref.load(%frg_C_64, %coord_303) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %951 = arith.mulf %950, %730 : f32
            cute.memref.store(%frg_C_64, %coord_303, %951) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_304 = cute.make_coord() : () -> !cute.coord<"110">
            %952 = cute.memref.load(%frg_C_64, %coord_304) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %953 = arith.mulf %952, %731 : f32
            cute.memref.store(%frg_C_64, %coord_304, %953) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_305 = cute.make_coord() : () -> !cute.coord<"111">
            %954 = cute.memref.load(%frg_C_64, %coord_305) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %955 = arith.mulf %954, %731 : f32
            cute.memref.store(%frg_C_64, %coord_305, %955) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_306 = cute.make_coord() : () -> !cute.coord<"112">
            %956 = cute.memref.load(%frg_C_64, %coord_306) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %957 = arith.mulf %956, %730 : f32
            cute.memref.store(%frg_C_64, %coord_306, %957) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_307 = cute.make_coord() : () -> !cute.coord<"113">
            %958 = cute.memref.load(%frg_C_64, %coord_307) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %959 = arith.mulf %958, %730 : f32
            cute.memref.store(%frg_C_64, %coord_307, %959) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_308 = cute.make_coord() : () -> !cute.coord<"114">
            %960 = cute.memref.load(%frg_C_64, %coord_308) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %961 = arith.mulf %960, %731 : f32
            cute.memref.store(%frg_C_64, %coord_308, %961) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_309 = cute.make_coord() : () -> !cute.coord<"115">
            %962 = cute.memref.load(%frg_C_64, %coord_309) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %963 = arith.mulf %962, %731 : f32
            cute.memref.store(%frg_C_64, %coord_309, %963) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_310 = cute.make_coord() : () -> !cute.coord<"116">
            %964 = cute.memref.load(%frg_C_64, %coord_310) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %965 = arith.mulf %964, %730 : f32
            cute.memref.store(%frg_C_64, %coord_310, %965) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_311 = cute.make_coord() : () -> !cute.coord<"117">
            %966 = cute.memref.load(%frg_C_64, %coord_311) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %967 = arith.mulf %966, %730 : f32
            cute.memref.store(%frg_C_64, %coord_311, %967) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_312 = cute.make_coord() : () -> !cute.coord<"118">
            %968 = cute.memref.load(%frg_C_64, %coord_312) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %969 = arith.mulf %968, %731 : f32
            cute.memref.store(%frg_C_64, %coord_312, %969) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_313 = cute.make_coord() : () -> !cute.coord<"119">
            %970 = cute.memref.load(%frg_C_64, %coord_313) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %971 = arith.mulf %970, %731 : f32
            cute.memref.store(%frg_C_64, %coord_313, %971) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_314 = cute.make_coord() : () -> !cute.coord<"120">
            %972 = cute.memref.load(%frg_C_64, %coord_314) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %973 = arith.mulf %972, %730 : f32
            cute.memref.store(%frg_C_64, %coord_314, %973) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_315 = cute.make_coord() : () -> !cute.coord<"121">
            %974 = cute.memref.load(%frg_C_64, %coord_315) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %975 = arith.mulf %974, %730 : f32
            cute.memref.store(%frg_C_64, %coord_315, %975) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_316 = cute.make_coord() : () -> !cute.coord<"122">
            %976 = cute.memref.load(%frg_C_64, %coord_316) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %977 = arith.mulf %976, %731 : f32
            cute.memref.store(%frg_C_64, %coord_316, %977) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_317 = cute.make_coord() : () -> !cute.coord<"123">
            %978 = cute.memref.load(%frg_C_64, %coord_317) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %979 = arith.mulf %978, %731 : f32
            cute.memref.store(%frg_C_64, %coord_317, %979) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_318 = cute.make_coord() : () -> !cute.coord<"124">
            %980 = cute.memref.load(%frg_C_64, %coord_318) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %981 = arith.mulf %980, %730 : f32
            cute.memref.store(%frg_C_64, %coord_318, %981) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_319 = cute.make_coord() : () -> !cute.coord<"125">
            %982 = cute.memref.load(%frg_C_64, %coord_319) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %983 = arith.mulf %982, %730 : f32
            cute.memref.store(%frg_C_64, %coord_319, %983) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_320 = cute.make_coord() : () -> !cute.coord<"126">
            %984 = cute.memref.load(%frg_C_64, %coord_320) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %985 = arith.mulf %984, %731 : f32
            cute.memref.store(%frg_C_64, %coord_320, %985) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_321 = cute.make_coord() : () -> !cute.coord<"127">
            %986 = cute.memref.load(%frg_C_64, %coord_321) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %987 = arith.mulf %986, %731 : f32
            cute.memref.store(%frg_C_64, %coord_321, %987) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            nvvm.wgmma.fence.aligned
            %slice_322 = cute.slice(%frg_A_59, %coord_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,0,?)">
            %slice_323 = cute.slice(%frg_B_61, %coord_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%115, %frg_C_64, %slice_322, %slice_323, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_324 = cute.slice(%frg_A_59, %coord_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,1,?)">
            %slice_325 = cute.slice(%frg_B_61, %coord_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%115, %frg_C_64, %slice_324, %slice_325, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_326 = cute.slice(%frg_A_59, %coord_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,2,?)">
            %slice_327 = cute.slice(%frg_B_61, %coord_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%115, %frg_C_64, %slice_326, %slice_327, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_328 = cute.slice(%frg_A_59, %coord_85) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,3,?)">
            %slice_329 = cute.slice(%frg_B_61, %coord_85) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%115, %frg_C_64, %slice_328, %slice_329, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            cute.memref.store(%rmem_70, %coord_65, %arg34) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
            scf.yield %199 : !mma_f16_f16_f32_64x64x16
          } {loop_annotation = #loop_annotation}
          %122 = arith.cmpi sge, %120, %c1_i32 : i32
          %123 = arith.subi %120, %c1_i32 : i32
          %124 = arith.remsi %123, %c2_i32 : i32
          %125 = arith.cmpi ne, %124, %c1_i32 : i32
          %126 = arith.andi %122, %125 : i1
          scf.if %126 {
            %156 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %157 = arith.cmpf oeq, %156, %cst_2 : f32
            %158 = arith.addi %124, %c7_i32 : i32
            nvvm.barrier id = %158 number_of_threads = %c256_i32
            %159 = arith.muli %124, %c64_i32 : i32
            %160 = arith.addi %159, %118 : i32
            %161 = arith.muli %160, %c4_i32 : i32
            %162 = arith.addi %108, %161 : i32
            %163 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%162 : i32) -> f32
            %164 = arith.addi %159, %119 : i32
            %165 = arith.muli %164, %c4_i32 : i32
            %166 = arith.addi %108, %165 : i32
            %167 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%166 : i32) -> f32
            %168 = arith.addi %109, %161 : i32
            %169 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%168 : i32) -> f32
            cute.memref.store(%rmem, %coord_65, %169) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            %170 = arith.addi %109, %165 : i32
            %171 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%170 : i32) -> f32
            cute.memref.store(%rmem, %coord_66, %171) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %172 = arith.muli %124, %c4_i32 : i32
            %173 = arith.addi %110, %172 : i32
            %174 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%173 : i32) -> f32
            nvvm.wgmma.wait.group.sync.aligned 0
            %175 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
            %176 = arith.cmpi sge, %175, %c0_i32 : i32
            scf.if %176 {
              %442 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
              %443 = arith.remsi %442, %c2_i32 : i32
              %444 = arith.addi %443, %c3_i32 : i32
              nvvm.barrier.arrive id = %444 number_of_threads = %c384_i32
              cute.memref.store(%rmem_70, %coord_65, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
            }
            %177 = cute.memref.load(%rmem, %coord_69) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %178 = arith.divf %177, %174 : f32
            %179 = arith.select %157, %cst_4, %178 : f32
            cute.memref.store(%rmem, %coord_69, %174) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %180 = cute.memref.load(%rmem, %coord_67) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %181 = arith.mulf %180, %163 : f32
            cute.memref.store(%rmem, %coord_67, %181) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %182 = cute.memref.load(%rmem, %coord_68) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %183 = arith.mulf %182, %167 : f32
            cute.memref.store(%rmem, %coord_68, %183) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            %184 = arith.mulf %163, %179 : f32
            %185 = arith.mulf %167, %179 : f32
            %186 = cute.memref.load(%frg_C_64, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %187 = arith.mulf %186, %184 : f32
            cute.memref.store(%frg_C_64, %coord_65, %187) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %188 = cute.memref.load(%frg_C_64, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %189 = arith.mulf %188, %184 : f32
            cute.memref.store(%frg_C_64, %coord_66, %189) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %190 = cute.memref.load(%frg_C_64, %coord_67) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %191 = arith.mulf %190, %185 : f32
            cute.memref.store(%frg_C_64, %coord_67, %191) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %192 = cute.memref.load(%frg_C_64, %coord_68) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %193 = arith.mulf %192, %185 : f32
            cute.memref.store(%frg_C_64, %coord_68, %193) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %194 = cute.memref.load(%frg_C_64, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %195 = arith.mulf %194, %184 : f32
            cute.memref.store(%frg_C_64, %coord_69, %195) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %coord_72 = cute.make_coord() : () -> !cute.coord<"5">
            %196 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %197 = arith.mulf %196, %184 : f32
            cute.memref.store(%frg_C_64, %coord_72, %197) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %coord_73 = cute.make_coord() : () -> !cute.coord<"6">
            %198 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %199 = arith.mulf %198, %185 : f32
            cute.memref.store(%frg_C_64, %coord_73, %199) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %coord_74 = cute.make_coord() : () -> !cute.coord<"7">
            %200 = cute.memref.load(%frg_C_64, %coord_74) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %201 = arith.mulf %200, %185 : f32
            cute.memref.store(%frg_C_64, %coord_74, %201) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %coord_75 = cute.make_coord() : () -> !cute.coord<"8">
            %202 = cute.memref.load(%frg_C_64, %coord_75) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %203 = arith.mulf %202, %184 : f32
            cute.memref.store(%frg_C_64, %coord_75, %203) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %coord_76 = cute.make_coord() : () -> !cute.coord<"9">
            %204 = cute.memref.load(%frg_C_64, %coord_76) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %205 = arith.mulf %204, %184 : f32
            cute.memref.store(%frg_C_64, %coord_76, %205) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %coord_77 = cute.make_coord() : () -> !cute.coord<"10">
            %206 = cute.memref.load(%frg_C_64, %coord_77) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %207 = arith.mulf %206, %185 : f32
            cute.memref.store(%frg_C_64, %coord_77, %207) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %coord_78 = cute.make_coord() : () -> !cute.coord<"11">
            %208 = cute.memref.load(%frg_C_64, %coord_78) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %209 = arith.mulf %208, %185 : f32
            cute.memref.store(%frg_C_64, %coord_78, %209) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %coord_79 = cute.make_coord() : () -> !cute.coord<"12">
            %210 = cute.memref.load(%frg_C_64, %coord_79) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %211 = arith.mulf %210, %184 : f32
            cute.memref.store(%frg_C_64, %coord_79, %211) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %coord_80 = cute.make_coord() : () -> !cute.coord<"13">
            %212 = cute.memref.load(%frg_C_64, %coord_80) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %213 = arith.mulf %212, %184 : f32
            cute.memref.store(%frg_C_64, %coord_80, %213) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %coord_81 = cute.make_coord() : () -> !cute.coord<"14">
            %214 = cute.memref.load(%frg_C_64, %coord_81) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %215 = arith.mulf %214, %185 : f32
            cute.memref.store(%frg_C_64, %coord_81, %215) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %coord_82 = cute.make_coord() : () -> !cute.coord<"15">
            %216 = cute.memref.load(%frg_C_64, %coord_82) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %217 = arith.mulf %216, %185 : f32
            cute.memref.store(%frg_C_64, %coord_82, %217) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %coord_83 = cute.make_coord() : () -> !cute.coord<"16">
            %218 = cute.memref.load(%frg_C_64, %coord_83) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %219 = arith.mulf %218, %184 : f32
            cute.memref.store(%frg_C_64, %coord_83, %219) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %coord_84 = cute.make_coord() : () -> !cute.coord<"17">
            %220 = cute.memref.load(%frg_C_64, %coord_84) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %221 = arith.mulf %220, %184 : f32
            cute.memref.store(%frg_C_64, %coord_84, %221) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %coord_85 = cute.make_coord() : () -> !cute.coord<"18">
            %222 = cute.memref.load(%frg_C_64, %coord_85) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %223 = arith.mulf %222, %185 : f32
            cute.memref.store(%frg_C_64, %coord_85, %223) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %coord_86 = cute.make_coord() : () -> !cute.coord<"19">
            %224 = cute.memref.load(%frg_C_64, %coord_86) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %225 = arith.mulf %224, %185 : f32
            cute.memref.store(%frg_C_64, %coord_86, %225) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %coord_87 = cute.make_coord() : () -> !cute.coord<"20">
            %226 = cute.memref.load(%frg_C_64, %coord_87) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %227 = arith.mulf %226, %184 : f32
            cute.memref.store(%frg_C_64, %coord_87, %227) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %coord_88 = cute.make_coord() : () -> !cute.coord<"21">
            %228 = cute.memref.load(%frg_C_64, %coord_88) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %229 = arith.mulf %228, %184 : f32
            cute.memref.store(%frg_C_64, %coord_88, %229) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %coord_89 = cute.make_coord() : () -> !cute.coord<"22">
            %230 = cute.memref.load(%frg_C_64, %coord_89) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %231 = arith.mulf %230, %185 : f32
            cute.memref.store(%frg_C_64, %coord_89, %231) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %coord_90 = cute.make_coord() : () -> !cute.coord<"23">
            %232 = cute.memref.load(%frg_C_64, %coord_90) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %233 = arith.mulf %232, %185 : f32
            cute.memref.store(%frg_C_64, %coord_90, %233) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %coord_91 = cute.make_coord() : () -> !cute.coord<"24">
            %234 = cute.memref.load(%frg_C_64, %coord_91) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %235 = arith.mulf %234, %184 : f32
            cute.memref.store(%frg_C_64, %coord_91, %235) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %coord_92 = cute.make_coord() : () -> !cute.coord<"25">
            %236 = cute.memref.load(%frg_C_64, %coord_92) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %237 = arith.mulf %236, %184 : f32
            cute.memref.store(%frg_C_64, %coord_92, %237) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %coord_93 = cute.make_coord() : () -> !cute.coord<"26">
            %238 = cute.memref.load(%frg_C_64, %coord_93) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %239 = arith.mulf %238, %185 : f32
            cute.memref.store(%frg_C_64, %coord_93, %239) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %coord_94 = cute.make_coord() : () -> !cute.coord<"27">
            %240 = cute.memref.load(%frg_C_64, %coord_94) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %241 = arith.mulf %240, %185 : f32
            cute.memref.store(%frg_C_64, %coord_94, %241) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %coord_95 = cute.make_coord() : () -> !cute.coord<"28">
            %242 = cute.memref.load(%frg_C_64, %coord_95) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %243 = arith.mulf %242, %184 : f32
            cute.memref.store(%frg_C_64, %coord_95, %243) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %coord_96 = cute.make_coord() : () -> !cute.coord<"29">
            %244 = cute.memref.load(%frg_C_64, %coord_96) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %245 = arith.mulf %244, %184 : f32
            cute.memref.store(%frg_C_64, %coord_96, %245) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %coord_97 = cute.make_coord() : () -> !cute.coord<"30">
            %246 = cute.memref.load(%frg_C_64, %coord_97) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %247 = arith.mulf %246, %185 : f32
            cute.memref.store(%frg_C_64, %coord_97, %247) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %coord_98 = cute.make_coord() : () -> !cute.coord<"31">
            %248 = cute.memref.load(%frg_C_64, %coord_98) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %249 = arith.mulf %248, %185 : f32
            cute.memref.store(%frg_C_64, %coord_98, %249) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_99 = cute.make_coord() : () -> !cute.coord<"32">
            %250 = cute.memref.load(%frg_C_64, %coord_99) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %251 = arith.mulf %250, %184 : f32
            cute.memref.store(%frg_C_64, %coord_99, %251) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_100 = cute.make_coord() : () -> !cute.coord<"33">
            %252 = cute.memref.load(%frg_C_64, %coord_100) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %253 = arith.mulf %252, %184 : f32
            cute.memref.store(%frg_C_64, %coord_100, %253) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_101 = cute.make_coord() : () -> !cute.coord<"34">
            %254 = cute.memref.load(%frg_C_64, %coord_101) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %255 = arith.mulf %254, %185 : f32
            cute.memref.store(%frg_C_64, %coord_101, %255) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_102 = cute.make_coord() : () -> !cute.coord<"35">
            %256 = cute.memref.load(%frg_C_64, %coord_102) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %257 = arith.mulf %256, %185 : f32
            cute.memref.store(%frg_C_64, %coord_102, %257) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_103 = cute.make_coord() : () -> !cute.coord<"36">
            %258 = cute.memref.load(%frg_C_64, %coord_103) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %259 = arith.mulf %258, %184 : f32
            cute.memref.store(%frg_C_64, %coord_103, %259) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_104 = cute.make_coord() : () -> !cute.coord<"37">
            %260 = cute.memref.load(%frg_C_64, %coord_104) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %261 = arith.mulf %260, %184 : f32
            cute.memref.store(%frg_C_64, %coord_104, %261) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_105 = cute.make_coord() : () -> !cute.coord<"38">
            %262 = cute.memref.load(%frg_C_64, %coord_105) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %263 = arith.mulf %262, %185 : f32
            cute.memref.store(%frg_C_64, %coord_105, %263) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_106 = cute.make_coord() : () -> !cute.coord<"39">
            %264 = cute.memref.load(%frg_C_64, %coord_106) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %265 = arith.mulf %264, %185 : f32
            cute.memref.store(%frg_C_64, %coord_106, %265) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_107 = cute.make_coord() : () -> !cute.coord<"40">
            %266 = cute.memref.load(%frg_C_64, %coord_107) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %267 = arith.mulf %266, %184 : f32
            cute.memref.store(%frg_C_64, %coord_107, %267) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_108 = cute.make_coord() : () -> !cute.coord<"41">
            %268 = cute.memref.load(%frg_C_64, %coord_108) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %269 = arith.mulf %268, %184 : f32
            cute.memref.store(%frg_C_64, %coord_108, %269) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_109 = cute.make_coord() : () -> !cute.coord<"42">
            %270 = cute.memref.load(%frg_C_64, %coord_109) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %271 = arith.mulf %270, %185 : f32
            cute.memref.store(%frg_C_64, %coord_109, %271) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_110 = cute.make_coord() : () -> !cute.coord<"43">
            %272 = cute.memref.load(%frg_C_64, %coord_110) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %273 = arith.mulf %272, %185 : f32
            cute.memref.store(%frg_C_64, %coord_110, %273) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_111 = cute.make_coord() : () -> !cute.coord<"44">
            %274 = cute.memref.load(%frg_C_64, %coord_111) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %275 = arith.mulf %274, %184 : f32
            cute.memref.store(%frg_C_64, %coord_111, %275) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_112 = cute.make_coord() : () -> !cute.coord<"45">
            %276 = cute.memref.load(%frg_C_64, %coord_112) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %277 = arith.mulf %276, %184 : f32
            cute.memref.store(%frg_C_64, %coord_112, %277) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_113 = cute.make_coord() : () -> !cute.coord<"46">
            %278 = cute.memref.load(%frg_C_64, %coord_113) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %279 = arith.mulf %278, %185 : f32
            cute.memref.store(%frg_C_64, %coord_113, %279) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_114 = cute.make_coord() : () -> !cute.coord<"47">
            %280 = cute.memref.load(%frg_C_64, %coord_114) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %281 = arith.mulf %280, %185 : f32
            cute.memref.store(%frg_C_64, %coord_114, %281) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_115 = cute.make_coord() : () -> !cute.coord<"48">
            %282 = cute.memref.load(%frg_C_64, %coord_115) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %283 = arith.mulf %282, %184 : f32
            cute.memref.store(%frg_C_64, %coord_115, %283) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_116 = cute.make_coord() : () -> !cute.coord<"49">
            %284 = cute.memref.load(%frg_C_64, %coord_116) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %285 = arith.mulf %284, %184 : f32
            cute.memref.store(%frg_C_64, %coord_116, %285) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_117 = cute.make_coord() : () -> !cute.coord<"50">
            %286 = cute.memref.load(%frg_C_64, %coord_117) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %287 = arith.mulf %286, %185 : f32
            cute.memref.store(%frg_C_64, %coord_117, %287) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_118 = cute.make_coord() : () -> !cute.coord<"51">
            %288 = cute.memref.load(%frg_C_64, %coord_118) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %289 = arith.mulf %288, %185 : f32
            cute.memref.store(%frg_C_64, %coord_118, %289) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_119 = cute.make_coord() : () -> !cute.coord<"52">
            %290 = cute.memref.load(%frg_C_64, %coord_119) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %291 = arith.mulf %290, %184 : f32
            cute.memref.store(%frg_C_64, %coord_119, %291) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_120 = cute.make_coord() : () -> !cute.coord<"53">
            %292 = cute.memref.load(%frg_C_64, %coord_120) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %293 = arith.mulf %292, %184 : f32
            cute.memref.store(%frg_C_64, %coord_120, %293) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_121 = cute.make_coord() : () -> !cute.coord<"54">
            %294 = cute.memref.load(%frg_C_64, %coord_121) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %295 = arith.mulf %294, %185 : f32
            cute.memref.store(%frg_C_64, %coord_121, %295) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_122 = cute.make_coord() : () -> !cute.coord<"55">
            %296 = cute.memref.load(%frg_C_64, %coord_122) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %297 = arith.mulf %296, %185 : f32
            cute.memref.store(%frg_C_64, %coord_122, %297) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_123 = cute.make_coord() : () -> !cute.coord<"56">
            %298 = cute.memref.load(%frg_C_64, %coord_123) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %299 = arith.mulf %298, %184 : f32
            cute.memref.store(%frg_C_64, %coord_123, %299) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_124 = cute.make_coord() : () -> !cute.coord<"57">
            %300 = cute.memref.load(%frg_C_64, %coord_124) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %301 = arith.mulf %300, %184 : f32
            cute.memref.store(%frg_C_64, %coord_124, %301) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_125 = cute.make_coord() : () -> !cute.coord<"58">
            %302 = cute.memref.load(%frg_C_64, %coord_125) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %303 = arith.mulf %302, %185 : f32
            cute.memref.store(%frg_C_64, %coord_125, %303) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_126 = cute.make_coord() : () -> !cute.coord<"59">
            %304 = cute.memref.load(%frg_C_64, %coord_126) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %305 = arith.mulf %304, %185 : f32
            cute.memref.store(%frg_C_64, %coord_126, %305) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_127 = cute.make_coord() : () -> !cute.coord<"60">
            %306 = cute.memref.load(%frg_C_64, %coord_127) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %307 = arith.mulf %306, %184 : f32
            cute.memref.store(%frg_C_64, %coord_127, %307) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_128 = cute.make_coord() : () -> !cute.coord<"61">
            %308 = cute.memref.load(%frg_C_64, %coord_128) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %309 = arith.mulf %308, %184 : f32
            cute.memref.store(%frg_C_64, %coord_128, %309) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_129 = cute.make_coord() : () -> !cute.coord<"62">
            %310 = cute.memref.load(%frg_C_64, %coord_129) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %311 = arith.mulf %310, %185 : f32
            cute.memref.store(%frg_C_64, %coord_129, %311) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_130 = cute.make_coord() : () -> !cute.coord<"63">
            %312 = cute.memref.load(%frg_C_64, %coord_130) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %313 = arith.mulf %312, %185 : f32
            cute.memref.store(%frg_C_64, %coord_130, %313) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_131 = cute.make_coord() : () -> !cute.coord<"64">
            %314 = cute.memref.load(%frg_C_64, %coord_131) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %315 = arith.mulf %314, %184 : f32
            cute.memref.store(%frg_C_64, %coord_131, %315) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_132 = cute.make_coord() : () -> !cute.coord<"65">
            %316 = cute.memref.load(%frg_C_64, %coord_132) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %317 = arith.mulf %316, %184 : f32
            cute.memref.store(%frg_C_64, %coord_132, %317) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_133 = cute.make_coord() : () -> !cute.coord<"66">
            %318 = cute.memref.load(%frg_C_64, %coord_133) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %319 = arith.mulf %318, %185 : f32
            cute.memref.store(%frg_C_64, %coord_133, %319) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_134 = cute.make_coord() : () -> !cute.coord<"67">
            %320 = cute.memref.load(%frg_C_64, %coord_134) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %321 = arith.mulf %320, %185 : f32
            cute.memref.store(%frg_C_64, %coord_134, %321) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_135 = cute.make_coord() : () -> !cute.coord<"68">
            %322 = cute.memref.load(%frg_C_64, %coord_135) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %323 = arith.mulf %322, %184 : f32
            cute.memref.store(%frg_C_64, %coord_135, %323) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_136 = cute.make_coord() : () -> !cute.coord<"69">
            %324 = cute.memref.load(%frg_C_64, %coord_136) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %325 = arith.mulf %324, %184 : f32
            cute.memref.store(%frg_C_64, %coord_136, %325) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_137 = cute.make_coord() : () -> !cute.coord<"70">
            %326 = cute.memref.load(%frg_C_64, %coord_137) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %327 = arith.mulf %326, %185 : f32
            cute.memref.store(%frg_C_64, %coord_137, %327) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_138 = cute.make_coord() : () -> !cute.coord<"71">
            %328 = cute.memref.load(%frg_C_64, %coord_138) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %329 = arith.mulf %328, %185 : f32
            cute.memref.store(%frg_C_64, %coord_138, %329) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_139 = cute.make_coord() : () -> !cute.coord<"72">
            %330 = cute.memref.load(%frg_C_64, %coord_139) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %331 = arith.mulf %330, %184 : f32
            cute.memref.store(%frg_C_64, %coord_139, %331) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_140 = cute.make_coord() : () -> !cute.coord<"73">
            %332 = cute.memref.load(%frg_C_64, %coord_140) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %333 = arith.mulf %332, %184 : f32
            cute.memref.store(%frg_C_64, %coord_140, %333) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_141 = cute.make_coord() : () -> !cute.coord<"74">
            %334 = cute.memref.load(%frg_C_64, %coord_141) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %335 = arith.mulf %334, %185 : f32
            cute.memref.store(%frg_C_64, %coord_141, %335) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_142 = cute.make_coord() : () -> !cute.coord<"75">
            %336 = cute.memref.load(%frg_C_64, %coord_142) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %337 = arith.mulf %336, %185 : f32
            cute.memref.store(%frg_C_64, %coord_142, %337) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_143 = cute.make_coord() : () -> !cute.coord<"76">
            %338 = cute.memref.load(%frg_C_64, %coord_143) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %339 = arith.mulf %338, %184 : f32
            cute.memref.store(%frg_C_64, %coord_143, %339) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_144 = cute.make_coord() : () -> !cute.coord<"77">
            %340 = cute.memref.load(%frg_C_64, %coord_144) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %341 = arith.mulf %340, %184 : f32
            cute.memref.store(%frg_C_64, %coord_144, %341) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_145 = cute.make_coord() : () -> !cute.coord<"78">
            %342 = cute.memref.load(%frg_C_64, %coord_145) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %343 = arith.mulf %342, %185 : f32
            cute.memref.store(%frg_C_64, %coord_145, %343) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_146 = cute.make_coord() : () -> !cute.coord<"79">
            %344 = cute.memref.load(%frg_C_64, %coord_146) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %345 = arith.mulf %344, %185 : f32
            cute.memref.store(%frg_C_64, %coord_146, %345) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_147 = cute.make_coord() : () -> !cute.coord<"80">
            %346 = cute.memref.load(%frg_C_64, %coord_147) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %347 = arith.mulf %346, %184 : f32
            cute.memref.store(%frg_C_64, %coord_147, %347) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_148 = cute.make_coord() : () -> !cute.coord<"81">
            %348 = cute.memref.load(%frg_C_64, %coord_148) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %349 = arith.mulf %348, %184 : f32
            cute.memref.store(%frg_C_64, %coord_148, %349) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_149 = cute.make_coord() : () -> !cute.coord<"82">
            %350 = cute.memref.load(%frg_C_64, %coord_149) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %351 = arith.mulf %350, %185 : f32
            cute.memref.store(%frg_C_64, %coord_149, %351) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_150 = cute.make_coord() : () -> !cute.coord<"83">
            %352 = cute.memref.load(%frg_C_64, %coord_150) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %353 = arith.mulf %352, %185 : f32
            cute.memref.store(%frg_C_64, %coord_150, %353) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_151 = cute.make_coord() : () -> !cute.coord<"84">
            %354 = cute.memref.load(%frg_C_64, %coord_151) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %355 = arith.mulf %354, %184 : f32
            cute.memref.store(%frg_C_64, %coord_151, %355) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_152 = cute.make_coord() : () -> !cute.coord<"85">
            %356 = cute.memref.load(%frg_C_64, %coord_152) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %357 = arith.mulf %356, %184 : f32
            cute.memref.store(%frg_C_64, %coord_152, %357) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_153 = cute.make_coord() : () -> !cute.coord<"86">
            %358 = cute.memref.load(%frg_C_64, %coord_153) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %359 = arith.mulf %358, %185 : f32
            cute.memref.store(%frg_C_64, %coord_153, %359) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_154 = cute.make_coord() : () -> !cute.coord<"87">
            %360 = cute.memref.load(%frg_C_64, %coord_154) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %361 = arith.mulf %360, %185 : f32
            cute.memref.store(%frg_C_64, %coord_154, %361) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_155 = cute.make_coord() : () -> !cute.coord<"88">
            %362 = cute.memref.load(%frg_C_64, %coord_155) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %363 = arith.mulf %362, %184 : f32
            cute.memref.store(%frg_C_64, %coord_155, %363) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_156 = cute.make_coord() : () -> !cute.coord<"89">
            %364 = cute.memref.load(%frg_C_64, %coord_156) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %365 = arith.mulf %364, %184 : f32
            cute.memref.store(%frg_C_64, %coord_156, %365) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_157 = cute.make_coord() : () -> !cute.coord<"90">
            %366 = cute.memref.load(%frg_C_64, %coord_157) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %367 = arith.mulf %366, %185 : f32
            cute.memref.store(%frg_C_64, %coord_157, %367) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_158 = cute.make_coord() : () -> !cute.coord<"91">
            %368 = cute.memref.load(%frg_C_64, %coord_158) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %369 = arith.mulf %368, %185 : f32
            cute.memref.store(%frg_C_64, %coord_158, %369) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_159 = cute.make_coord() : () -> !cute.coord<"92">
            %370 = cute.memref.load(%frg_C_64, %coord_159) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %371 = arith.mulf %370, %184 : f32
            cute.memref.store(%frg_C_64, %coord_159, %371) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_160 = cute.make_coord() : () -> !cute.coord<"93">
            %372 = cute.memref.load(%frg_C_64, %coord_160) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %373 = arith.mulf %372, %184 : f32
            cute.memref.store(%frg_C_64, %coord_160, %373) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_161 = cute.make_coord() : () -> !cute.coord<"94">
            %374 = cute.memref.load(%frg_C_64, %coord_161) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %375 = arith.mulf %374, %185 : f32
            cute.memref.store(%frg_C_64, %coord_161, %375) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_162 = cute.make_coord() : () -> !cute.coord<"95">
            %376 = cute.memref.load(%frg_C_64, %coord_162) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %377 = arith.mulf %376, %185 : f32
            cute.memref.store(%frg_C_64, %coord_162, %377) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_163 = cute.make_coord() : () -> !cute.coord<"96">
            %378 = cute.memref.load(%frg_C_64, %coord_163) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %379 = arith.mulf %378, %184 : f32
            cute.memref.store(%frg_C_64, %coord_163, %379) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_164 = cute.make_coord() : () -> !cute.coord<"97">
            %380 = cute.memref.load(%frg_C_64, %coord_164) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %381 = arith.mulf %380, %184 : f32
            cute.memref.store(%frg_C_64, %coord_164, %381) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_165 = cute.make_coord() : () -> !cute.coord<"98">
            %382 = cute.memref.load(%frg_C_64, %coord_165) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %383 = arith.mulf %382, %185 : f32
            cute.memref.store(%frg_C_64, %coord_165, %383) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_166 = cute.make_coord() : () -> !cute.coord<"99">
            %384 = cute.memref.load(%frg_C_64, %coord_166) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %385 = arith.mulf %384, %185 : f32
            cute.memref.store(%frg_C_64, %coord_166, %385) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_167 = cute.make_coord() : () -> !cute.coord<"100">
            %386 = cute.memref.load(%frg_C_64, %coord_167) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %387 = arith.mulf %386, %184 : f32
            cute.memref.store(%frg_C_64, %coord_167, %387) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_168 = cute.make_coord() : () -> !cute.coord<"101">
            %388 = cute.memref.load(%frg_C_64, %coord_168) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %389 = arith.mulf %388, %184 : f32
            cute.memref.store(%frg_C_64, %coord_168, %389) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_169 = cute.make_coord() : () -> !cute.coord<"102">
            %390 = cute.memref.load(%frg_C_64, %coord_169) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %391 = arith.mulf %390, %185 : f32
            cute.memref.store(%frg_C_64, %coord_169, %391) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_170 = cute.make_coord() : () -> !cute.coord<"103">
            %392 = cute.memref.load(%frg_C_64, %coord_170) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %393 = arith.mulf %392, %185 : f32
            cute.memref.store(%frg_C_64, %coord_170, %393) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_171 = cute.make_coord() : () -> !cute.coord<"104">
            %394 = cute.memref.load(%frg_C_64, %coord_171) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %395 = arith.mulf %394, %184 : f32
            cute.memref.store(%frg_C_64, %coord_171, %395) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_172 = cute.make_coord() : () -> !cute.coord<"105">
            %396 = cute.memref.load(%frg_C_64, %coord_172) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %397 = arith.mulf %396, %184 : f32
            cute.memref.store(%frg_C_64, %coord_172, %397) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_173 = cute.make_coord() : () -> !cute.coord<"106">
            %398 = cute.memref.load(%frg_C_64, %coord_173) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %399 = arith.mulf %398, %185 : f32
            cute.memref.store(%frg_C_64, %coord_173, %399) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_174 = cute.make_coord() : () -> !cute.coord<"107">
            %400 = cute.memref.load(%frg_C_64, %coord_174) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %401 = arith.mulf %400, %185 : f32
            cute.memref.store(%frg_C_64, %coord_174, %401) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_175 = cute.make_coord() : () -> !cute.coord<"108">
            %402 = cute.memref.load(%frg_C_64, %coord_175) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %403 = arith.mulf %402, %184 : f32
            cute.memref.store(%frg_C_64, %coord_175, %403) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_176 = cute.make_coord() : () -> !cute.coord<"109">
            %404 = cute.memref.load(%frg_C_64, %coord_176) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %405 = arith.mulf %404, %184 : f32
            cute.memref.store(%frg_C_64, %coord_176, %405) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_177 = cute.make_coord() : () -> !cute.coord<"110">
            %406 = cute.memref.load(%frg_C_64, %coord_177) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %407 = arith.mulf %406, %185 : f32
            cute.memref.store(%frg_C_64, %coord_177, %407) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_178 = cute.make_coord() : () -> !cute.coord<"111">
            %408 = cute.memref.load(%frg_C_64, %coord_178) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %409 = arith.mulf %408, %185 : f32
            cute.memref.store(%frg_C_64, %coord_178, %409) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_179 = cute.make_coord() : () -> !cute.coord<"112">
            %410 = cute.memref.load(%frg_C_64, %coord_179) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %411 = arith.mulf %410, %184 : f32
            cute.memref.store(%frg_C_64, %coord_179, %411) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_180 = cute.make_coord() : () -> !cute.coord<"113">
            %412 = cute.memref.load(%frg_C_64, %coord_180) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %413 = arith.mulf %412, %184 : f32
            cute.memref.store(%frg_C_64, %coord_180, %413) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_181 = cute.make_coord() : () -> !cute.coord<"114">
            %414 = cute.memref.load(%frg_C_64, %coord_181) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %415 = arith.mulf %414, %185 : f32
            cute.memref.store(%frg_C_64, %coord_181, %415) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_182 = cute.make_coord() : () -> !cute.coord<"115">
            %416 = cute.memref.load(%frg_C_64, %coord_182) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %417 = arith.mulf %416, %185 : f32
            cute.memref.store(%frg_C_64, %coord_182, %417) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_183 = cute.make_coord() : () -> !cute.coord<"116">
            %418 = cute.memref.load(%frg_C_64, %coord_183) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %419 = arith.mulf %418, %184 : f32
            cute.memref.store(%frg_C_64, %coord_183, %419) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_184 = cute.make_coord() : () -> !cute.coord<"117">
            %420 = cute.memref.load(%frg_C_64, %coord_184) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %421 = arith.mulf %420, %184 : f32
            cute.memref.store(%frg_C_64, %coord_184, %421) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_185 = cute.make_coord() : () -> !cute.coord<"118">
            %422 = cute.memref.load(%frg_C_64, %coord_185) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %423 = arith.mulf %422, %185 : f32
            cute.memref.store(%frg_C_64, %coord_185, %423) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_186 = cute.make_coord() : () -> !cute.coord<"119">
            %424 = cute.memref.load(%frg_C_64, %coord_186) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %425 = arith.mulf %424, %185 : f32
            cute.memref.store(%frg_C_64, %coord_186, %425) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_187 = cute.make_coord() : () -> !cute.coord<"120">
            %426 = cute.memref.load(%frg_C_64, %coord_187) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %427 = arith.mulf %426, %184 : f32
            cute.memref.store(%frg_C_64, %coord_187, %427) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_188 = cute.make_coord() : () -> !cute.coord<"121">
            %428 = cute.memref.load(%frg_C_64, %coord_188) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %429 = arith.mulf %428, %184 : f32
            cute.memref.store(%frg_C_64, %coord_188, %429) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_189 = cute.make_coord() : () -> !cute.coord<"122">
            %430 = cute.memref.load(%frg_C_64, %coord_189) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %431 = arith.mulf %430, %185 : f32
            cute.memref.store(%frg_C_64, %coord_189, %431) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_190 = cute.make_coord() : () -> !cute.coord<"123">
            %432 = cute.memref.load(%frg_C_64, %coord_190) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %433 = arith.mulf %432, %185 : f32
            cute.memref.store(%frg_C_64, %coord_190, %433) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_191 = cute.make_coord() : () -> !cute.coord<"124">
            %434 = cute.memref.load(%frg_C_64, %coord_191) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %435 = arith.mulf %434, %184 : f32
            cute.memref.store(%frg_C_64, %coord_191, %435) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_192 = cute.make_coord() : () -> !cute.coord<"125">
            %436 = cute.memref.load(%frg_C_64, %coord_192) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %437 = arith.mulf %436, %184 : f32
            cute.memref.store(%frg_C_64, %coord_192, %437) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_193 = cute.make_coord() : () -> !cute.coord<"126">
            %438 = cute.memref.load(%frg_C_64, %coord_193) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %439 = arith.mulf %438, %185 : f32
            cute.memref.store(%frg_C_64, %coord_193, %439) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_194 = cute.make_coord() : () -> !cute.coord<"127">
            %440 = cute.memref.load(%frg_C_64, %coord_194) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %441 = arith.mulf %440, %185 : f32
            cute.memref.store(%frg_C_64, %coord_194, %441) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            nvvm.wgmma.fence.aligned
            %coord_195 = cute.make_coord(%124) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice = cute.slice(%frg_A_59, %coord_195) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,0,?)">
            %slice_196 = cute.slice(%frg_B_61, %coord_195) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%115, %frg_C_64, %slice, %slice_196, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %coord_197 = cute.make_coord(%124) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_198 = cute.slice(%frg_A_59, %coord_197) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,1,?)">
            %slice_199 = cute.slice(%frg_B_61, %coord_197) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%115, %frg_C_64, %slice_198, %slice_199, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %coord_200 = cute.make_coord(%124) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_201 = cute.slice(%frg_A_59, %coord_200) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,2,?)">
            %slice_202 = cute.slice(%frg_B_61, %coord_200) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%115, %frg_C_64, %slice_201, %slice_202, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %coord_203 = cute.make_coord(%124) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_204 = cute.slice(%frg_A_59, %coord_203) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,2,512)">, !cute.coord<"(_,_,3,?)">
            %slice_205 = cute.slice(%frg_B_61, %coord_203) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%115, %frg_C_64, %slice_204, %slice_205, %frg_C_64) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            cute.memref.store(%rmem_70, %coord_65, %123) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
          }
          nvvm.wgmma.wait.group.sync.aligned 0
          %127 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
          %128 = arith.cmpi sge, %127, %c0_i32 : i32
          scf.if %128 {
            %156 = cute.memref.load(%rmem_70, %coord_65) : (!memref_rmem_i32, !cute.coord<"0">) -> i32
            %157 = arith.remsi %156, %c2_i32 : i32
            %158 = arith.addi %157, %c3_i32 : i32
            nvvm.barrier.arrive id = %158 number_of_threads = %c384_i32
            cute.memref.store(%rmem_70, %coord_65, %c-1_i32) : (!memref_rmem_i32, !cute.coord<"0">, i32) -> ()
          }
          %129 = cute.memref.load(%rmem, %coord_65) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %130 = cute.memref.load(%rmem, %coord_66) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %131 = cute.memref.load(%rmem, %coord_67) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %132 = cute.memref.load(%rmem, %coord_68) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %133 = cute.memref.load(%rmem, %coord_69) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %iter_71 = cute.recast_iter(%ptr_14) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %134 = cute.ptrtoint(%iter_71) : !cute.ptr<f32, smem, align<512>> to i32
          %135 = nvvm.shfl.sync bfly %c-1_i32, %131, %c1_i32, %c31_i32 : f32 -> f32
          %136 = arith.addf %131, %135 : f32
          %137 = nvvm.shfl.sync bfly %c-1_i32, %132, %c1_i32, %c31_i32 : f32 -> f32
          %138 = arith.addf %132, %137 : f32
          %139 = nvvm.shfl.sync bfly %c-1_i32, %136, %c2_i32, %c31_i32 : f32 -> f32
          %140 = arith.addf %136, %139 : f32
          %141 = nvvm.shfl.sync bfly %c-1_i32, %138, %c2_i32, %c31_i32 : f32 -> f32
          %142 = arith.addf %138, %141 : f32
          %143 = arith.remsi %105, %c4_i32 : i32
          %144 = arith.cmpi eq, %143, %c0_i32 : i32
          scf.if %144 {
            %156 = arith.addi %118, %c64_i32 : i32
            %157 = arith.muli %156, %c4_i32 : i32
            %158 = arith.addi %134, %157 : i32
            %159 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %140 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%158, %159 : i32, f32)
            %160 = arith.addi %118, %c72_i32 : i32
            %161 = arith.muli %160, %c4_i32 : i32
            %162 = arith.addi %134, %161 : i32
            %163 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %142 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%162, %163 : i32, f32)
          }
          nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
          %145 = arith.muli %118, %c4_i32 : i32
          %146 = arith.addi %134, %145 : i32
          %147 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%146 : i32) -> f32
          %148 = arith.addf %140, %147 : f32
          %149 = arith.muli %119, %c4_i32 : i32
          %150 = arith.addi %134, %149 : i32
          %151 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%150 : i32) -> f32
          %152 = arith.addf %142, %151 : f32
          %153 = arith.muli %143, %c2_i32 : i32
          %154 = arith.addi %153, %c256_i32 : i32
          %155 = arith.cmpi eq, %arg33, %c1_i32 : i32
          scf.if %155 {
            %156 = arith.cmpf oeq, %129, %cst_2 : f32
            %157 = arith.select %156, %cst_3, %129 : f32
            %158 = arith.cmpf oeq, %130, %cst_2 : f32
            %159 = arith.select %158, %cst_3, %130 : f32
            %160 = arith.subi %15, %c1_i32 : i32
            %161 = arith.minsi %118, %160 : i32
            %162 = arith.addi %13, %161 : i32
            %163 = arith.extsi %162 : i32 to i64
            %164 = arith.muli %163, %c4_i64 : i64
            %165 = arith.addi %arg9, %164 : i64
            %166 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%165 : i64) -> f32
            %167 = arith.minsi %119, %160 : i32
            %168 = arith.addi %13, %167 : i32
            %169 = arith.extsi %168 : i32 to i64
            %170 = arith.muli %169, %c4_i64 : i64
            %171 = arith.addi %arg9, %170 : i64
            %172 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%171 : i64) -> f32
            %173 = arith.mulf %166, %cst_1 : f32
            %174 = arith.subf %173, %157 : f32
            %175 = math.exp2 %174 : f32
            %176 = arith.addf %148, %175 : f32
            %177 = arith.mulf %172, %cst_1 : f32
            %178 = arith.subf %177, %159 : f32
            %179 = math.exp2 %178 : f32
            %180 = arith.addf %152, %179 : f32
            %181 = arith.cmpf ogt, %148, %cst_3 : f32
            %182 = arith.divf %133, %176 : f32
            %183 = arith.select %181, %182, %cst_3 : f32
            %184 = arith.cmpf ogt, %152, %cst_3 : f32
            %185 = arith.divf %133, %180 : f32
            %186 = arith.select %184, %185, %cst_3 : f32
            %187 = arith.extsi %arg6 : i32 to i64
            %188 = arith.muli %16, %187 : i64
            %189 = arith.addi %13, %118 : i32
            %190 = arith.extsi %189 : i32 to i64
            %191 = arith.extsi %arg7 : i32 to i64
            %192 = arith.muli %190, %191 : i64
            %193 = arith.addi %188, %192 : i64
            %194 = arith.muli %193, %c2_i64 : i64
            %195 = arith.addi %arg5, %194 : i64
            %196 = arith.addi %13, %119 : i32
            %197 = arith.extsi %196 : i32 to i64
            %198 = arith.muli %197, %191 : i64
            %199 = arith.addi %188, %198 : i64
            %200 = arith.muli %199, %c2_i64 : i64
            %201 = arith.addi %arg5, %200 : i64
            %202 = arith.cmpi slt, %118, %15 : i32
            scf.if %202 {
              %235 = arith.muli %154, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %238 = cute.memref.load(%frg_C_64, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %240 = cute.memref.load(%frg_C_64, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %203 = arith.cmpi slt, %119, %15 : i32
            scf.if %203 {
              %235 = arith.muli %154, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %238 = cute.memref.load(%frg_C_64, %coord_67) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %240 = cute.memref.load(%frg_C_64, %coord_68) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %204 = arith.addi %153, %c264_i32 : i32
            scf.if %202 {
              %235 = arith.muli %204, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %238 = cute.memref.load(%frg_C_64, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_72 = cute.make_coord() : () -> !cute.coord<"5">
              %240 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %204, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"6">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"7">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %205 = arith.addi %153, %c272_i32 : i32
            scf.if %202 {
              %235 = arith.muli %205, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"8">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"9">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %205, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"10">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"11">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %206 = arith.addi %153, %c280_i32 : i32
            scf.if %202 {
              %235 = arith.muli %206, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"12">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"13">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %206, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"14">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"15">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %207 = arith.addi %153, %c288_i32 : i32
            scf.if %202 {
              %235 = arith.muli %207, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"16">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"17">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %207, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"18">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"19">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %208 = arith.addi %153, %c296_i32 : i32
            scf.if %202 {
              %235 = arith.muli %208, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"20">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"21">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %208, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"22">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"23">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %209 = arith.addi %153, %c304_i32 : i32
            scf.if %202 {
              %235 = arith.muli %209, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"24">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"25">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %209, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"26">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"27">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %210 = arith.addi %153, %c312_i32 : i32
            scf.if %202 {
              %235 = arith.muli %210, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"28">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"29">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %210, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"30">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"31">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %211 = arith.addi %153, %c320_i32 : i32
            scf.if %202 {
              %235 = arith.muli %211, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"32">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"33">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %211, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"34">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"35">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %212 = arith.addi %153, %c328_i32 : i32
            scf.if %202 {
              %235 = arith.muli %212, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"36">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"37">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %212, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"38">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"39">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %213 = arith.addi %153, %c336_i32 : i32
            scf.if %202 {
              %235 = arith.muli %213, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"40">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"41">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %213, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"42">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"43">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %214 = arith.addi %153, %c344_i32 : i32
            scf.if %202 {
              %235 = arith.muli %214, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"44">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"45">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %214, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"46">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"47">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %215 = arith.addi %153, %c352_i32 : i32
            scf.if %202 {
              %235 = arith.muli %215, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"48">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"49">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %215, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"50">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"51">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %216 = arith.addi %153, %c360_i32 : i32
            scf.if %202 {
              %235 = arith.muli %216, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"52">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"53">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %216, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"54">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"55">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %217 = arith.addi %153, %c368_i32 : i32
            scf.if %202 {
              %235 = arith.muli %217, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"56">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"57">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %217, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"58">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"59">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %218 = arith.addi %153, %c376_i32 : i32
            scf.if %202 {
              %235 = arith.muli %218, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"60">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"61">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %218, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"62">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"63">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %219 = arith.addi %153, %c384_i32 : i32
            scf.if %202 {
              %235 = arith.muli %219, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"64">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"65">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %219, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"66">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"67">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %220 = arith.addi %153, %c392_i32 : i32
            scf.if %202 {
              %235 = arith.muli %220, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"68">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"69">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %220, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"70">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"71">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %221 = arith.addi %153, %c400_i32 : i32
            scf.if %202 {
              %235 = arith.muli %221, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"72">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"73">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %221, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"74">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"75">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %222 = arith.addi %153, %c408_i32 : i32
            scf.if %202 {
              %235 = arith.muli %222, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"76">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"77">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %222, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"78">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"79">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %223 = arith.addi %153, %c416_i32 : i32
            scf.if %202 {
              %235 = arith.muli %223, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"80">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"81">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %223, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"82">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"83">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %224 = arith.addi %153, %c424_i32 : i32
            scf.if %202 {
              %235 = arith.muli %224, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"84">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"85">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %224, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"86">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"87">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %225 = arith.addi %153, %c432_i32 : i32
            scf.if %202 {
              %235 = arith.muli %225, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"88">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"89">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %225, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"90">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"91">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %226 = arith.addi %153, %c440_i32 : i32
            scf.if %202 {
              %235 = arith.muli %226, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"92">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"93">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %226, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"94">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"95">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %227 = arith.addi %153, %c448_i32 : i32
            scf.if %202 {
              %235 = arith.muli %227, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"96">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"97">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %227, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"98">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"99">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %228 = arith.addi %153, %c456_i32 : i32
            scf.if %202 {
              %235 = arith.muli %228, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"100">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"101">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %228, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"102">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"103">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %229 = arith.addi %153, %c464_i32 : i32
            scf.if %202 {
              %235 = arith.muli %229, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"104">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"105">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %229, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"106">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"107">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %230 = arith.addi %153, %c472_i32 : i32
            scf.if %202 {
              %235 = arith.muli %230, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"108">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"109">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %230, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"110">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"111">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %231 = arith.addi %153, %c480_i32 : i32
            scf.if %202 {
              %235 = arith.muli %231, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"112">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"113">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %231, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"114">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"115">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %232 = arith.addi %153, %c488_i32 : i32
            scf.if %202 {
              %235 = arith.muli %232, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"116">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"117">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %232, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"118">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"119">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %233 = arith.addi %153, %c496_i32 : i32
            scf.if %202 {
              %235 = arith.muli %233, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"120">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"121">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %233, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"122">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"123">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            %234 = arith.addi %153, %c504_i32 : i32
            scf.if %202 {
              %235 = arith.muli %234, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %195, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"124">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %239 = arith.mulf %238, %183 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"125">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %241 = arith.mulf %240, %183 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
            scf.if %203 {
              %235 = arith.muli %234, %c2_i32 : i32
              %236 = arith.extsi %235 : i32 to i64
              %237 = arith.addi %201, %236 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"126">
              %238 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %239 = arith.mulf %238, %186 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"127">
              %240 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %241 = arith.mulf %240, %186 : f32
              %242 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %239 : (f32) -> f32
              %243 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %241 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%237, %242, %243 : i64, f32, f32)
            }
          } else {
            %156 = arith.extsi %5 : i32 to i64
            %157 = arith.muli %16, %156 : i64
            %158 = arith.extsi %3 : i32 to i64
            %159 = arith.addi %157, %158 : i64
            %160 = arith.extsi %arg33 : i32 to i64
            %161 = arith.muli %159, %160 : i64
            %162 = arith.cmpf ogt, %148, %cst_3 : f32
            %163 = arith.divf %133, %148 : f32
            %164 = arith.select %162, %163, %cst_3 : f32
            %165 = arith.cmpf ogt, %152, %cst_3 : f32
            %166 = arith.divf %133, %152 : f32
            %167 = arith.select %165, %166, %cst_3 : f32
            %168 = arith.extsi %4 : i32 to i64
            %169 = arith.addi %161, %168 : i64
            %170 = arith.extsi %15 : i32 to i64
            %171 = arith.muli %169, %170 : i64
            %172 = arith.extsi %118 : i32 to i64
            %173 = arith.addi %171, %172 : i64
            %174 = arith.muli %173, %c2048_i64 : i64
            %175 = arith.addi %arg29, %174 : i64
            %176 = arith.extsi %119 : i32 to i64
            %177 = arith.addi %171, %176 : i64
            %178 = arith.muli %177, %c2048_i64 : i64
            %179 = arith.addi %arg29, %178 : i64
            %180 = arith.cmpi slt, %118, %15 : i32
            scf.if %180 {
              %219 = arith.muli %154, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %222 = cute.memref.load(%frg_C_64, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %224 = cute.memref.load(%frg_C_64, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %181 = arith.cmpi slt, %119, %15 : i32
            scf.if %181 {
              %219 = arith.muli %154, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %222 = cute.memref.load(%frg_C_64, %coord_67) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %224 = cute.memref.load(%frg_C_64, %coord_68) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %182 = arith.addi %153, %c264_i32 : i32
            scf.if %180 {
              %219 = arith.muli %182, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %222 = cute.memref.load(%frg_C_64, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_72 = cute.make_coord() : () -> !cute.coord<"5">
              %224 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %182, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"6">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"7">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %183 = arith.addi %153, %c272_i32 : i32
            scf.if %180 {
              %219 = arith.muli %183, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"8">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"9">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %183, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"10">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"11">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %184 = arith.addi %153, %c280_i32 : i32
            scf.if %180 {
              %219 = arith.muli %184, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"12">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"13">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %184, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"14">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"15">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %185 = arith.addi %153, %c288_i32 : i32
            scf.if %180 {
              %219 = arith.muli %185, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"16">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"17">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %185, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"18">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"19">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %186 = arith.addi %153, %c296_i32 : i32
            scf.if %180 {
              %219 = arith.muli %186, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"20">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"21">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %186, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"22">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"23">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %187 = arith.addi %153, %c304_i32 : i32
            scf.if %180 {
              %219 = arith.muli %187, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"24">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"25">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %187, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"26">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"27">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %188 = arith.addi %153, %c312_i32 : i32
            scf.if %180 {
              %219 = arith.muli %188, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"28">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"29">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %188, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"30">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"31">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %189 = arith.addi %153, %c320_i32 : i32
            scf.if %180 {
              %219 = arith.muli %189, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"32">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"33">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %189, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"34">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"35">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %190 = arith.addi %153, %c328_i32 : i32
            scf.if %180 {
              %219 = arith.muli %190, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"36">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"37">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %190, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"38">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"39">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %191 = arith.addi %153, %c336_i32 : i32
            scf.if %180 {
              %219 = arith.muli %191, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"40">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"41">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %191, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"42">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"43">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %192 = arith.addi %153, %c344_i32 : i32
            scf.if %180 {
              %219 = arith.muli %192, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"44">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"45">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %192, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"46">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"47">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %193 = arith.addi %153, %c352_i32 : i32
            scf.if %180 {
              %219 = arith.muli %193, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"48">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"49">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %193, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"50">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"51">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %194 = arith.addi %153, %c360_i32 : i32
            scf.if %180 {
              %219 = arith.muli %194, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"52">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"53">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %194, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"54">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"55">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %195 = arith.addi %153, %c368_i32 : i32
            scf.if %180 {
              %219 = arith.muli %195, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"56">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"57">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %195, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"58">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"59">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %196 = arith.addi %153, %c376_i32 : i32
            scf.if %180 {
              %219 = arith.muli %196, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"60">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"61">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %196, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"62">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"63">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %197 = arith.addi %153, %c384_i32 : i32
            scf.if %180 {
              %219 = arith.muli %197, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"64">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"65">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %197, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"66">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"67">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %198 = arith.addi %153, %c392_i32 : i32
            scf.if %180 {
              %219 = arith.muli %198, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"68">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"69">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %198, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"70">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"71">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %199 = arith.addi %153, %c400_i32 : i32
            scf.if %180 {
              %219 = arith.muli %199, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"72">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"73">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %199, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"74">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"75">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %200 = arith.addi %153, %c408_i32 : i32
            scf.if %180 {
              %219 = arith.muli %200, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"76">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"77">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %200, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"78">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"79">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %201 = arith.addi %153, %c416_i32 : i32
            scf.if %180 {
              %219 = arith.muli %201, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"80">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"81">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %201, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"82">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"83">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %202 = arith.addi %153, %c424_i32 : i32
            scf.if %180 {
              %219 = arith.muli %202, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"84">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"85">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %202, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"86">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"87">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %203 = arith.addi %153, %c432_i32 : i32
            scf.if %180 {
              %219 = arith.muli %203, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"88">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"89">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %203, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"90">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"91">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %204 = arith.addi %153, %c440_i32 : i32
            scf.if %180 {
              %219 = arith.muli %204, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"92">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"93">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %204, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"94">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"95">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %205 = arith.addi %153, %c448_i32 : i32
            scf.if %180 {
              %219 = arith.muli %205, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"96">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"97">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %205, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"98">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"99">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %206 = arith.addi %153, %c456_i32 : i32
            scf.if %180 {
              %219 = arith.muli %206, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"100">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"101">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %206, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"102">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"103">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %207 = arith.addi %153, %c464_i32 : i32
            scf.if %180 {
              %219 = arith.muli %207, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"104">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"105">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %207, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"106">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"107">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %208 = arith.addi %153, %c472_i32 : i32
            scf.if %180 {
              %219 = arith.muli %208, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"108">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"109">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %208, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"110">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"111">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %209 = arith.addi %153, %c480_i32 : i32
            scf.if %180 {
              %219 = arith.muli %209, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"112">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"113">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %209, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"114">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"115">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %210 = arith.addi %153, %c488_i32 : i32
            scf.if %180 {
              %219 = arith.muli %210, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"116">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"117">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %210, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"118">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"119">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %211 = arith.addi %153, %c496_i32 : i32
            scf.if %180 {
              %219 = arith.muli %211, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"120">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"121">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %211, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"122">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"123">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            %212 = arith.addi %153, %c504_i32 : i32
            scf.if %180 {
              %219 = arith.muli %212, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %175, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"124">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %223 = arith.mulf %222, %164 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"125">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %225 = arith.mulf %224, %164 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            scf.if %181 {
              %219 = arith.muli %212, %c4_i32 : i32
              %220 = arith.extsi %219 : i32 to i64
              %221 = arith.addi %179, %220 : i64
              %coord_72 = cute.make_coord() : () -> !cute.coord<"126">
              %222 = cute.memref.load(%frg_C_64, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %223 = arith.mulf %222, %167 : f32
              %coord_73 = cute.make_coord() : () -> !cute.coord<"127">
              %224 = cute.memref.load(%frg_C_64, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %225 = arith.mulf %224, %167 : f32
              %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %223 : (f32) -> f32
              %227 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %225 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%221, %226, %227 : i64, f32, f32)
            }
            nvvm.inline_ptx "fence.acq_rel.gpu;"
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %213 = arith.muli %159, %c4_i64 : i64
            %214 = arith.addi %arg28, %213 : i64
            %215 = arith.cmpi eq, %102, %c0_i32 : i32
            scf.if %215 {
              %219 = nvvm.inline_ptx "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};" ro(%214, %c1_i32 : i64, i32) -> i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%12, %219 : i32, i32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %216 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%12 : i32) -> i32
            %217 = arith.subi %arg33, %c1_i32 : i32
            %218 = arith.cmpi eq, %216, %217 : i32
            scf.if %218 {
              nvvm.inline_ptx "fence.acq_rel.gpu;"
              %219 = arith.muli %102, %c2_i32 : i32
              scf.for %arg34 = %c0_i32 to %15 step %c1_i32  : i32 {
                %220 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_2) -> (f32)  : i32 {
                  %249 = arith.extsi %arg35 : i32 to i64
                  %250 = arith.addi %161, %249 : i64
                  %251 = arith.muli %250, %170 : i64
                  %252 = arith.extsi %arg34 : i32 to i64
                  %253 = arith.addi %251, %252 : i64
                  %254 = arith.muli %253, %c4_i64 : i64
                  %255 = arith.addi %arg30, %254 : i64
                  %256 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%255 : i64) -> f32
                  %257 = nvvm.fmax %arg36, %256
                  scf.yield %257 : f32
                } {loop_annotation = #loop_annotation}
                %221 = arith.cmpf oeq, %220, %cst_2 : f32
                %222 = arith.select %221, %cst_3, %220 : f32
                %223:3 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_3, %arg37 = %cst_3, %arg38 = %cst_3) -> (f32, f32, f32)  : i32 {
                  %249 = arith.extsi %arg35 : i32 to i64
                  %250 = arith.addi %161, %249 : i64
                  %251 = arith.muli %250, %170 : i64
                  %252 = arith.extsi %arg34 : i32 to i64
                  %253 = arith.addi %251, %252 : i64
                  %254 = arith.muli %253, %c4_i64 : i64
                  %255 = arith.addi %arg30, %254 : i64
                  %256 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%255 : i64) -> f32
                  %257 = arith.subf %256, %222 : f32
                  %258 = math.exp2 %257 : f32
                  %259 = arith.addf %arg36, %258 : f32
                  %260 = arith.muli %253, %c512_i64 : i64
                  %261 = arith.extsi %219 : i32 to i64
                  %262 = arith.addi %260, %261 : i64
                  %263 = arith.muli %262, %c4_i64 : i64
                  %264 = arith.addi %arg29, %263 : i64
                  %265 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%264 : i64) -> f32
                  %266 = arith.mulf %258, %265 : f32
                  %267 = arith.addf %arg37, %266 : f32
                  %268 = arith.addi %264, %c4_i64 : i64
                  %269 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%268 : i64) -> f32
                  %270 = arith.mulf %258, %269 : f32
                  %271 = arith.addf %arg38, %270 : f32
                  scf.yield %259, %267, %271 : f32, f32, f32
                } {loop_annotation = #loop_annotation}
                %224 = arith.addi %13, %arg34 : i32
                %225 = arith.extsi %224 : i32 to i64
                %226 = arith.muli %225, %c4_i64 : i64
                %227 = arith.addi %arg9, %226 : i64
                %228 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%227 : i64) -> f32
                %229 = arith.mulf %228, %cst_1 : f32
                %230 = arith.subf %229, %222 : f32
                %231 = math.exp2 %230 : f32
                %232 = arith.addf %223#0, %231 : f32
                %233 = arith.cmpf ogt, %223#0, %cst_3 : f32
                %234 = arith.divf %cst_4, %232 : f32
                %235 = arith.select %233, %234, %cst_3 : f32
                %236 = arith.extsi %arg6 : i32 to i64
                %237 = arith.muli %16, %236 : i64
                %238 = arith.extsi %arg7 : i32 to i64
                %239 = arith.muli %225, %238 : i64
                %240 = arith.addi %237, %239 : i64
                %241 = arith.extsi %219 : i32 to i64
                %242 = arith.addi %240, %241 : i64
                %243 = arith.muli %242, %c2_i64 : i64
                %244 = arith.addi %arg5, %243 : i64
                %245 = arith.mulf %223#1, %235 : f32
                %246 = arith.mulf %223#2, %235 : f32
                %247 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %245 : (f32) -> f32
                %248 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %246 : (f32) -> f32
                nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%244, %247, %248 : i64, f32, f32)
                scf.if %215 {
                  %249 = arith.extsi %arg31 : i32 to i64
                  %250 = arith.muli %16, %249 : i64
                  %251 = arith.extsi %13 : i32 to i64
                  %252 = arith.addi %250, %251 : i64
                  %253 = arith.extsi %arg34 : i32 to i64
                  %254 = arith.addi %252, %253 : i64
                  %255 = arith.muli %254, %c4_i64 : i64
                  %256 = arith.addi %arg8, %255 : i64
                  %257 = math.log2 %223#0 : f32
                  %258 = arith.addf %257, %222 : f32
                  %259 = arith.mulf %258, %cst_0 : f32
                  %260 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %259 : (f32) -> f32
                  nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%256, %260 : i64, f32)
                }
              } {loop_annotation = #loop_annotation}
              scf.if %215 {
                nvvm.inline_ptx "st.global.b32 [{$r0}], {$r1};" ro(%214, %c0_i32 : i64, i32)
              }
            }
          }
        }
      }
      return
    }
  }
  func.func @cutlass___call___sparsemlakernelscutedecode_seesawSparseDecodeSeesawF16Sm90_object_at___________________________________CUstream_0x0(%arg0: i64, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i32, %arg5: i32, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i32, %arg11: i64, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: f32, %arg17: i64, %arg18: i64, %arg19: i32, %arg20: i64, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: f32, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: i32, %arg30: i32, %arg31: f32, %arg32: i32, %arg33: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c63_i32 = arith.constant 63 : i32
    %c0_i32 = arith.constant 0 : i32
    %c384_i32 = arith.constant 384 : i32
    %c232448_i64 = arith.constant 232448 : i64
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
    %0 = cute.make_tiled_mma(%atom) : !mma_f16_f16_f32_64x64x16
    %atom_0 = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
    %1 = cute.make_tiled_mma(%atom_0) : !mma_f16_f16_f32_64x256x16
    %2 = arith.addi %arg30, %c63_i32 : i32
    %3 = arith.floordivsi %2, %c64_i32 : i32
    %4 = cute.kernel_smem_size @kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_seesawSparseDecodeSeesawF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12_0 : i64
    %5 = arith.cmpi sgt, %4, %c232448_i64 : i64
    scf.if %5 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_seesawSparseDecodeSeesawF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %4) : i64
    }
    %6 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %4, gridDim = (%arg29, %3, %arg32), stream = %arg33) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%6] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    cuda.launch_cfg.cooperative[%6] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %7 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_seesawSparseDecodeSeesawF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12_0<%6> (%0, %1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg30, %arg31, %arg32) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!mma_f16_f16_f32_64x64x16, !mma_f16_f16_f32_64x256x16, i64, i32, i32, i64, i32, i32, i64, i64, i64, i64, i32, i64, i32, i32, i32, i32, f32, i64, i64, i32, i64, i32, i32, i32, i32, f32, i64, i64, i64, i32, f32, i32) -> !cuda.result
    %8 = cuda.cast %7 : !cuda.result -> i32
    cuda.return_if_error %8 : i32
    return %c0_i32 : i32
  }
}

