!memref_rmem_f32 = !cute.memref<f32, rmem, align<64>, "((2,2,4),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<512>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_smem_f16 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,8),(64,8)):((64,512),(1,4096))">
!memref_smem_f16_1 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,8),(64,1)):((64,512),(1,0))">
!memref_smem_f16_2 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,4),(64,8),2):((64,512),(1,4096),32768)">
!memref_smem_f16_3 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,4),(8,8),2):((1,4096),(64,512),32768)">
!memref_smem_f16_4 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,(4,8)):((64,1),0,(16,4096))">
!memref_smem_f16_5 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((32,16),1,(4,8),2):((64,1),0,(16,4096),32768)">
!memref_smem_f16_6 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,4):((64,1),0,16)">
!memref_smem_f16_7 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((64,4),16),1,4,2):(((1,4096),64),0,1024,32768)">
!memref_smem_i8 = !cute.memref<i8, smem, align<1024>, "206848:1">
!mma_f16_f16_f32_64x256x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
!mma_f16_f16_f32_64x32x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x32x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_sparsemlakernelscutedecode_f16SparseDecodeF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK643216_TVLayoutA12864160164_0(%arg0: !mma_f16_f16_f32_64x32x16, %arg1: !mma_f16_f16_f32_64x256x16, %arg2: i64, %arg3: i32, %arg4: i32, %arg5: i64, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i32, %arg13: i64, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: f32, %arg19: i64, %arg20: i64, %arg21: i32, %arg22: i64, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: f32, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i32, %arg32: f32, %arg33: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %c25_i32 = arith.constant 25 : i32
      %c17_i32 = arith.constant 17 : i32
      %c9_i32 = arith.constant 9 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c141_i32 = arith.constant 141 : i32
      %c63_i32 = arith.constant 63 : i32
      %c2048_i64 = arith.constant 2048 : i64
      %c248_i32 = arith.constant 248 : i32
      %c240_i32 = arith.constant 240 : i32
      %c232_i32 = arith.constant 232 : i32
      %c224_i32 = arith.constant 224 : i32
      %c216_i32 = arith.constant 216 : i32
      %c208_i32 = arith.constant 208 : i32
      %c200_i32 = arith.constant 200 : i32
      %c192_i32 = arith.constant 192 : i32
      %c184_i32 = arith.constant 184 : i32
      %c176_i32 = arith.constant 176 : i32
      %c168_i32 = arith.constant 168 : i32
      %c160_i32 = arith.constant 160 : i32
      %c152_i32 = arith.constant 152 : i32
      %c144_i32 = arith.constant 144 : i32
      %c136_i32 = arith.constant 136 : i32
      %c120_i32 = arith.constant 120 : i32
      %c104_i32 = arith.constant 104 : i32
      %c96_i32 = arith.constant 96 : i32
      %c88_i32 = arith.constant 88 : i32
      %c80_i32 = arith.constant 80 : i32
      %c72_i32 = arith.constant 72 : i32
      %c56_i32 = arith.constant 56 : i32
      %c48_i32 = arith.constant 48 : i32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %c256_i32 = arith.constant 256 : i32
      %true = arith.constant true
      %false = arith.constant false
      %cst_1 = arith.constant 0xFF800000 : f32
      %cst_2 = arith.constant 0.000000e+00 : f32
      %0 = cute.static : !cute.swizzle<"S<3,4,3>">
      %c57344_i32 = arith.constant 57344 : i32
      %c49152_i32 = arith.constant 49152 : i32
      %c40960_i32 = arith.constant 40960 : i32
      %c126_i32 = arith.constant 126 : i32
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
      %c90_i32 = arith.constant 90 : i32
      %c112_i32 = arith.constant 112 : i32
      %c32768_i32 = arith.constant 32768 : i32
      %c24576_i32 = arith.constant 24576 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c7_i32 = arith.constant 7 : i32
      %c5_i32 = arith.constant 5 : i32
      %c15_i32 = arith.constant 15 : i32
      %c3_i32 = arith.constant 3 : i32
      %c142_i32 = arith.constant 142 : i32
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
      %c-111_i32 = arith.constant -111 : i32
      %c4_i64 = arith.constant 4 : i64
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
      %c64_i32 = arith.constant 64 : i32
      %c128_i32 = arith.constant 128 : i32
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = nvvm.read.ptx.sreg.ctaid.x : i32
      %3 = nvvm.read.ptx.sreg.ctaid.y : i32
      %4 = nvvm.read.ptx.sreg.ctaid.z : i32
      %5 = nvvm.read.ptx.sreg.nctaid.y : i32
      %6 = arith.floordivsi %1, %c128_i32 : i32
      %7 = cute_nvgpu.arch.make_warp_uniform(%6) : i32
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32, smem.struct_fields = ["sQ:65536:0", "sKV:131072:65536", "sP:8192:196608", "sValid:512:204800", "sMax:512:205312", "sSum:512:205824", "sRed:48:206336", "sUnit:8:206384", "sExp:32:206400", "sMisc:16:206432"]} : !memref_smem_i8
      %iter = cute.get_iter(%smem) : !memref_smem_i8
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"65536">
      %ptr = cute.add_offset(%iter, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"65536">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"196608">
      %ptr_4 = cute.add_offset(%iter, %int_tuple_3) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"196608">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"204800">
      %ptr_6 = cute.add_offset(%iter, %int_tuple_5) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"204800">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"205312">
      %ptr_8 = cute.add_offset(%iter, %int_tuple_7) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"205312">) -> !cute.ptr<i8, smem, align<512>>
      %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"205824">
      %ptr_10 = cute.add_offset(%iter, %int_tuple_9) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"205824">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"206336">
      %ptr_12 = cute.add_offset(%iter, %int_tuple_11) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"206336">) -> !cute.ptr<i8, smem, align<512>>
      %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"206384">
      %ptr_14 = cute.add_offset(%iter, %int_tuple_13) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"206384">) -> !cute.ptr<i8, smem, align<16>>
      %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"206400">
      %ptr_16 = cute.add_offset(%iter, %int_tuple_15) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"206400">) -> !cute.ptr<i8, smem, align<64>>
      %int_tuple_17 = cute.make_int_tuple() : () -> !cute.int_tuple<"206432">
      %ptr_18 = cute.add_offset(%iter, %int_tuple_17) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"206432">) -> !cute.ptr<i8, smem, align<32>>
      %iter_19 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
      %8 = cute.ptrtoint(%iter_19) : !cute.ptr<f16, smem, align<1024>> to i32
      %iter_20 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
      %9 = cute.ptrtoint(%iter_20) : !cute.ptr<f16, smem, align<1024>> to i32
      %iter_21 = cute.recast_iter(%ptr_6) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i32, smem, align<1024>>
      %10 = cute.ptrtoint(%iter_21) : !cute.ptr<i32, smem, align<1024>> to i32
      %iter_22 = cute.recast_iter(%ptr_12) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<i32, smem, align<512>>
      %11 = cute.ptrtoint(%iter_22) : !cute.ptr<i32, smem, align<512>> to i32
      %iter_23 = cute.recast_iter(%ptr_18) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<i32, smem, align<32>>
      %12 = cute.ptrtoint(%iter_23) : !cute.ptr<i32, smem, align<32>> to i32
      %13 = arith.muli %3, %c64_i32 : i32
      %14 = arith.subi %arg31, %13 : i32
      %15 = arith.minsi %14, %c64_i32 : i32
      %16 = arith.addi %arg14, %c63_i32 : i32
      %17 = arith.floordivsi %16, %c64_i32 : i32
      %18 = arith.addi %17, %arg33 : i32
      %19 = arith.subi %18, %c1_i32 : i32
      %20 = arith.floordivsi %19, %arg33 : i32
      %21 = arith.muli %4, %20 : i32
      %22 = arith.minsi %21, %17 : i32
      %23 = arith.addi %22, %20 : i32
      %24 = arith.minsi %23, %17 : i32
      %25 = arith.addi %9, %c65536_i32 : i32
      scf.for %arg34 = %1 to %c4096_i32 step %c384_i32  : i32 {
        %88 = arith.floordivsi %arg34, %c64_i32 : i32
        %89 = arith.remsi %arg34, %c64_i32 : i32
        %90 = arith.muli %89, %c8_i32 : i32
        %91 = arith.subi %15, %c1_i32 : i32
        %92 = arith.minsi %88, %91 : i32
        %93 = arith.extsi %2 : i32 to i64
        %94 = arith.extsi %arg3 : i32 to i64
        %95 = arith.muli %93, %94 : i64
        %96 = arith.addi %13, %92 : i32
        %97 = arith.extsi %96 : i32 to i64
        %98 = arith.extsi %arg4 : i32 to i64
        %99 = arith.muli %97, %98 : i64
        %100 = arith.addi %95, %99 : i64
        %101 = arith.extsi %90 : i32 to i64
        %102 = arith.addi %100, %101 : i64
        %103 = arith.muli %102, %c2_i64 : i64
        %104 = arith.addi %arg2, %103 : i64
        %105 = arith.floordivsi %90, %c64_i32 : i32
        %106 = arith.muli %105, %c8192_i32 : i32
        %107 = arith.muli %88, %c128_i32 : i32
        %108 = arith.addi %106, %107 : i32
        %109 = arith.remsi %90, %c64_i32 : i32
        %110 = arith.floordivsi %109, %c8_i32 : i32
        %111 = arith.remsi %88, %c8_i32 : i32
        %112 = arith.xori %110, %111 : i32
        %113 = arith.muli %112, %c16_i32 : i32
        %114 = arith.addi %108, %113 : i32
        %115 = arith.addi %25, %114 : i32
        %116 = arith.cmpi slt, %88, %15 : i32
        %117 = arith.select %116, %c16_i32, %c0_i32 : i32
        nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%115, %104, %117 : i32, i64, i32)
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      nvvm.barrier
      %26 = scf.for %arg34 = %1 to %c4096_i32 step %c384_i32 iter_args(%arg35 = %c0_i32) -> (i32)  : i32 {
        %88 = arith.floordivsi %arg34, %c64_i32 : i32
        %89 = arith.remsi %arg34, %c64_i32 : i32
        %90 = arith.muli %89, %c8_i32 : i32
        %91 = arith.floordivsi %90, %c64_i32 : i32
        %92 = arith.muli %91, %c8192_i32 : i32
        %93 = arith.muli %88, %c128_i32 : i32
        %94 = arith.addi %92, %93 : i32
        %95 = arith.remsi %90, %c64_i32 : i32
        %96 = arith.floordivsi %95, %c8_i32 : i32
        %97 = arith.remsi %88, %c8_i32 : i32
        %98 = arith.xori %96, %97 : i32
        %99 = arith.muli %98, %c16_i32 : i32
        %100 = arith.addi %94, %99 : i32
        %101 = arith.addi %25, %100 : i32
        %102 = nvvm.inline_ptx "{\0A.reg .b32 a<4>, t;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {$w0}, {$r1};\0Aand.b32 t, a0, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a0, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a1, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a1, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a2, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a2, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a3, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a3, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%101, %arg35 : i32, i32) -> i32
        scf.yield %102 : i32
      } {loop_annotation = #loop_annotation}
      %27 = arith.shli %26, %c16_i32 : i32
      %28 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%27 : i32) -> f32
      %29 = nvvm.shfl.sync bfly %c-1_i32, %28, %c1_i32, %c31_i32 : f32 -> f32
      %30 = nvvm.fmax %28, %29
      %31 = nvvm.shfl.sync bfly %c-1_i32, %30, %c2_i32, %c31_i32 : f32 -> f32
      %32 = nvvm.fmax %30, %31
      %33 = nvvm.shfl.sync bfly %c-1_i32, %32, %c4_i32, %c31_i32 : f32 -> f32
      %34 = nvvm.fmax %32, %33
      %35 = nvvm.shfl.sync bfly %c-1_i32, %34, %c8_i32, %c31_i32 : f32 -> f32
      %36 = nvvm.fmax %34, %35
      %37 = nvvm.shfl.sync bfly %c-1_i32, %36, %c16_i32, %c31_i32 : f32 -> f32
      %38 = nvvm.fmax %36, %37
      %39 = arith.remsi %1, %c32_i32 : i32
      %40 = arith.cmpi eq, %39, %c0_i32 : i32
      scf.if %40 {
        %88 = arith.floordivsi %1, %c32_i32 : i32
        %89 = arith.muli %88, %c4_i32 : i32
        %90 = arith.addi %11, %89 : i32
        %91 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %38 : (f32) -> f32
        %92 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%91 : f32) -> i32
        nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%90, %92 : i32, i32)
      }
      nvvm.barrier
      %41 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%11 : i32) -> i32
      %42 = arith.maxsi %41, %c0_i32 : i32
      %43 = arith.addi %11, %c4_i32 : i32
      %44 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%43 : i32) -> i32
      %45 = arith.maxsi %42, %44 : i32
      %46 = arith.addi %11, %c8_i32 : i32
      %47 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%46 : i32) -> i32
      %48 = arith.maxsi %45, %47 : i32
      %49 = arith.addi %11, %c12_i32 : i32
      %50 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%49 : i32) -> i32
      %51 = arith.maxsi %48, %50 : i32
      %52 = arith.addi %11, %c16_i32 : i32
      %53 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%52 : i32) -> i32
      %54 = arith.maxsi %51, %53 : i32
      %55 = arith.addi %11, %c20_i32 : i32
      %56 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%55 : i32) -> i32
      %57 = arith.maxsi %54, %56 : i32
      %58 = arith.addi %11, %c24_i32 : i32
      %59 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%58 : i32) -> i32
      %60 = arith.maxsi %57, %59 : i32
      %61 = arith.addi %11, %c28_i32 : i32
      %62 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%61 : i32) -> i32
      %63 = arith.maxsi %60, %62 : i32
      %64 = arith.addi %11, %c32_i32 : i32
      %65 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%64 : i32) -> i32
      %66 = arith.maxsi %63, %65 : i32
      %67 = arith.addi %11, %c36_i32 : i32
      %68 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%67 : i32) -> i32
      %69 = arith.maxsi %66, %68 : i32
      %70 = arith.addi %11, %c40_i32 : i32
      %71 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%70 : i32) -> i32
      %72 = arith.maxsi %69, %71 : i32
      %73 = arith.addi %11, %c44_i32 : i32
      %74 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%73 : i32) -> i32
      %75 = arith.maxsi %72, %74 : i32
      %76 = arith.shrsi %75, %c23_i32 : i32
      %77 = arith.andi %76, %c255_i32 : i32
      %78 = arith.subi %77, %c141_i32 : i32
      %79 = arith.maxsi %78, %c-126_i32 : i32
      %80 = arith.minsi %79, %c113_i32 : i32
      %81 = arith.subi %c127_i32, %80 : i32
      %82 = arith.shli %81, %c23_i32 : i32
      %83 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%82 : i32) -> f32
      scf.for %arg34 = %1 to %c4096_i32 step %c384_i32  : i32 {
        %88 = arith.floordivsi %arg34, %c64_i32 : i32
        %89 = arith.remsi %arg34, %c64_i32 : i32
        %90 = arith.muli %89, %c8_i32 : i32
        %91 = arith.floordivsi %90, %c64_i32 : i32
        %92 = arith.muli %91, %c8192_i32 : i32
        %93 = arith.muli %88, %c128_i32 : i32
        %94 = arith.addi %92, %93 : i32
        %95 = arith.remsi %90, %c64_i32 : i32
        %96 = arith.floordivsi %95, %c8_i32 : i32
        %97 = arith.remsi %88, %c8_i32 : i32
        %98 = arith.xori %96, %97 : i32
        %99 = arith.muli %98, %c16_i32 : i32
        %100 = arith.addi %94, %99 : i32
        %101 = arith.addi %25, %100 : i32
        %102 = arith.addi %8, %100 : i32
        %103 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %83 : (f32) -> f32
        nvvm.inline_ptx "{\0A.reg .b32 a<4>, o<4>;\0A.reg .f32 lo, hi;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Ashl.b32 lo, a0, 16;\0Aand.b32 hi, a0, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, a1, 16;\0Aand.b32 hi, a1, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, a2, 16;\0Aand.b32 hi, a2, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, a3, 16;\0Aand.b32 hi, a3, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0A}" ro(%101, %102, %103 : i32, i32, f32)
      } {loop_annotation = #loop_annotation}
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier
      %84 = arith.addi %80, %c127_i32 : i32
      %85 = arith.shli %84, %c23_i32 : i32
      %86 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%85 : i32) -> f32
      %87 = arith.cmpi eq, %7, %c0_i32 : i32
      scf.if %87 {
        nvvm.setmaxregister decrease 120
        %88 = arith.remsi %1, %c64_i32 : i32
        %89 = arith.floordivsi %1, %c64_i32 : i32
        %iter_24 = cute.recast_iter(%ptr_14) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
        %90 = cute.ptrtoint(%iter_24) : !cute.ptr<f32, smem, align<16>> to i32
        %iter_25 = cute.recast_iter(%ptr_16) : !cute.ptr<i8, smem, align<64>> to !cute.ptr<i32, smem, align<64>>
        %91 = cute.ptrtoint(%iter_25) : !cute.ptr<i32, smem, align<64>> to i32
        %92 = arith.muli %22, %c64_i32 : i32
        %93 = arith.addi %92, %88 : i32
        %94 = arith.cmpi slt, %22, %24 : i32
        %95 = arith.cmpi slt, %93, %arg14 : i32
        %96 = arith.andi %94, %95 : i1
        %97 = arith.extsi %2 : i32 to i64
        %98 = arith.extsi %arg12 : i32 to i64
        %99 = arith.muli %97, %98 : i64
        %100 = arith.extsi %93 : i32 to i64
        %101 = arith.addi %99, %100 : i64
        %102 = arith.muli %101, %c4_i64 : i64
        %103 = arith.addi %arg11, %102 : i64
        %104 = arith.extui %96 : i1 to i32
        %105 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%103, %104, %c-1_i32 : i64, i32, i32) -> i32
        %106:2 = scf.for %arg34 = %22 to %24 step %c1_i32 iter_args(%arg35 = %c-111_i32, %arg36 = %105) -> (i32, i32)  : i32 {
          %110 = arith.subi %arg34, %22 : i32
          %111 = arith.addi %arg34, %c1_i32 : i32
          %112 = arith.muli %111, %c64_i32 : i32
          %113 = arith.addi %112, %88 : i32
          %114 = arith.cmpi slt, %111, %24 : i32
          %115 = arith.cmpi slt, %113, %arg14 : i32
          %116 = arith.andi %114, %115 : i1
          %117 = arith.extsi %113 : i32 to i64
          %118 = arith.addi %99, %117 : i64
          %119 = arith.muli %118, %c4_i64 : i64
          %120 = arith.addi %arg11, %119 : i64
          %121 = arith.extui %116 : i1 to i32
          %122 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%120, %121, %c-1_i32 : i64, i32, i32) -> i32
          %123 = arith.cmpi slt, %arg34, %17 : i32
          %124 = scf.if %123 -> (i32) {
            %125 = arith.remsi %110, %c2_i32 : i32
            %126 = arith.cmpi sge, %arg36, %c0_i32 : i32
            %127 = arith.cmpi slt, %arg36, %arg17 : i32
            %128 = arith.andi %126, %127 : i1
            %129 = arith.select %128, %arg36, %c0_i32 : i32
            %130 = arith.floordivsi %129, %arg15 : i32
            %131 = arith.remsi %129, %arg15 : i32
            %132 = arith.extsi %130 : i32 to i64
            %133 = arith.extsi %arg16 : i32 to i64
            %134 = arith.muli %132, %133 : i64
            %135 = arith.addi %arg10, %134 : i64
            %136 = arith.extui %128 : i1 to i32
            %137 = arith.muli %125, %c65536_i32 : i32
            %138 = arith.addi %9, %137 : i32
            %139 = arith.cmpi eq, %89, %c0_i32 : i32
            %140 = scf.if %139 -> (i32) {
              %142 = arith.extsi %131 : i32 to i64
              %143 = arith.muli %142, %c576_i64 : i64
              %144 = arith.addi %135, %143 : i64
              %145 = arith.extsi %arg15 : i32 to i64
              %146 = arith.muli %145, %c576_i64 : i64
              %147 = arith.addi %135, %146 : i64
              %148 = arith.muli %142, %c8_i64 : i64
              %149 = arith.addi %147, %148 : i64
              %150 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%149, %136, %c0_i32 : i64, i32, i32) -> i32
              %151 = arith.addi %149, %c4_i64 : i64
              %152 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%151, %136, %c0_i32 : i64, i32, i32) -> i32
              %153:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%144, %136 : i64, i32) -> i32, i32, i32, i32
              %154 = arith.addi %144, %c16_i64 : i64
              %155:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%154, %136 : i64, i32) -> i32, i32, i32, i32
              %156 = arith.addi %144, %c32_i64 : i64
              %157:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%156, %136 : i64, i32) -> i32, i32, i32, i32
              %158 = arith.addi %144, %c48_i64 : i64
              %159:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%158, %136 : i64, i32) -> i32, i32, i32, i32
              %160 = arith.addi %144, %c64_i64 : i64
              %161:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%160, %136 : i64, i32) -> i32, i32, i32, i32
              %162 = arith.addi %144, %c80_i64 : i64
              %163:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%162, %136 : i64, i32) -> i32, i32, i32, i32
              %164 = arith.addi %144, %c96_i64 : i64
              %165:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%164, %136 : i64, i32) -> i32, i32, i32, i32
              %166 = arith.addi %144, %c112_i64 : i64
              %167:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%166, %136 : i64, i32) -> i32, i32, i32, i32
              %168 = arith.addi %144, %c128_i64 : i64
              %169:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%168, %136 : i64, i32) -> i32, i32, i32, i32
              %170 = arith.addi %144, %c144_i64 : i64
              %171:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%170, %136 : i64, i32) -> i32, i32, i32, i32
              %172 = arith.addi %144, %c160_i64 : i64
              %173:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%172, %136 : i64, i32) -> i32, i32, i32, i32
              %174 = arith.addi %144, %c176_i64 : i64
              %175:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%174, %136 : i64, i32) -> i32, i32, i32, i32
              %176 = arith.addi %144, %c192_i64 : i64
              %177:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%176, %136 : i64, i32) -> i32, i32, i32, i32
              %178 = arith.addi %144, %c208_i64 : i64
              %179:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%178, %136 : i64, i32) -> i32, i32, i32, i32
              %180 = arith.addi %144, %c224_i64 : i64
              %181:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%180, %136 : i64, i32) -> i32, i32, i32, i32
              %182 = arith.addi %144, %c240_i64 : i64
              %183:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%182, %136 : i64, i32) -> i32, i32, i32, i32
              %184 = arith.addi %144, %c256_i64 : i64
              %185:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%184, %136 : i64, i32) -> i32, i32, i32, i32
              %186 = arith.addi %144, %c272_i64 : i64
              %187:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%186, %136 : i64, i32) -> i32, i32, i32, i32
              %188 = arith.andi %150, %c255_i32 : i32
              %189 = arith.shrsi %150, %c8_i32 : i32
              %190 = arith.andi %189, %c255_i32 : i32
              %191 = arith.shrsi %150, %c16_i32 : i32
              %192 = arith.andi %191, %c255_i32 : i32
              %193 = arith.shrsi %150, %c24_i32 : i32
              %194 = arith.andi %193, %c255_i32 : i32
              %195 = arith.andi %152, %c255_i32 : i32
              %196 = arith.shrsi %152, %c8_i32 : i32
              %197 = arith.andi %196, %c255_i32 : i32
              %198 = arith.shrsi %152, %c16_i32 : i32
              %199 = arith.andi %198, %c255_i32 : i32
              %200 = arith.maxsi %188, %190 : i32
              %201 = arith.maxsi %200, %192 : i32
              %202 = arith.maxsi %201, %194 : i32
              %203 = arith.maxsi %202, %195 : i32
              %204 = arith.maxsi %203, %197 : i32
              %205 = arith.maxsi %204, %199 : i32
              %206 = arith.subi %205, %c118_i32 : i32
              %207 = arith.select %128, %206, %c-1000_i32 : i32
              %208 = nvvm.shfl.sync bfly %c-1_i32, %207, %c1_i32, %c31_i32 : i32 -> i32
              %209 = arith.maxsi %207, %208 : i32
              %210 = nvvm.shfl.sync bfly %c-1_i32, %209, %c2_i32, %c31_i32 : i32 -> i32
              %211 = arith.maxsi %209, %210 : i32
              %212 = nvvm.shfl.sync bfly %c-1_i32, %211, %c4_i32, %c31_i32 : i32 -> i32
              %213 = arith.maxsi %211, %212 : i32
              %214 = nvvm.shfl.sync bfly %c-1_i32, %213, %c8_i32, %c31_i32 : i32 -> i32
              %215 = arith.maxsi %213, %214 : i32
              %216 = nvvm.shfl.sync bfly %c-1_i32, %215, %c16_i32, %c31_i32 : i32 -> i32
              %217 = arith.maxsi %215, %216 : i32
              %218 = arith.muli %125, %c16_i32 : i32
              %219 = arith.addi %91, %218 : i32
              %220 = arith.remsi %88, %c32_i32 : i32
              %221 = arith.cmpi eq, %220, %c0_i32 : i32
              scf.if %221 {
                %365 = arith.floordivsi %88, %c32_i32 : i32
                %366 = arith.muli %365, %c4_i32 : i32
                %367 = arith.addi %219, %366 : i32
                nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%367, %217 : i32, i32)
              }
              nvvm.barrier id = %c6_i32 number_of_threads = %c128_i32
              %222 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%219 : i32) -> i32
              %223 = arith.addi %219, %c4_i32 : i32
              %224 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%223 : i32) -> i32
              %225 = arith.maxsi %222, %224 : i32
              %226 = arith.addi %219, %c8_i32 : i32
              %227 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%226 : i32) -> i32
              %228 = arith.maxsi %225, %227 : i32
              %229 = arith.addi %219, %c12_i32 : i32
              %230 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%229 : i32) -> i32
              %231 = arith.maxsi %228, %230 : i32
              %232 = arith.maxsi %231, %arg35 : i32
              %233 = arith.maxsi %232, %c-111_i32 : i32
              %234 = arith.minsi %233, %c142_i32 : i32
              %235 = arith.cmpi sge, %110, %c2_i32 : i32
              scf.if %235 {
                %365 = arith.addi %125, %c3_i32 : i32
                nvvm.barrier id = %365 number_of_threads = %c384_i32
              }
              %236 = arith.addi %188, %c15_i32 : i32
              %237 = arith.subi %236, %234 : i32
              %238 = arith.maxsi %237, %c0_i32 : i32
              %239 = arith.shli %238, %c23_i32 : i32
              %240 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%239 : i32) -> f32
              %241 = arith.addi %190, %c15_i32 : i32
              %242 = arith.subi %241, %234 : i32
              %243 = arith.maxsi %242, %c0_i32 : i32
              %244 = arith.shli %243, %c23_i32 : i32
              %245 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%244 : i32) -> f32
              %246 = arith.addi %192, %c15_i32 : i32
              %247 = arith.subi %246, %234 : i32
              %248 = arith.maxsi %247, %c0_i32 : i32
              %249 = arith.shli %248, %c23_i32 : i32
              %250 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%249 : i32) -> f32
              %251 = arith.addi %194, %c15_i32 : i32
              %252 = arith.subi %251, %234 : i32
              %253 = arith.maxsi %252, %c0_i32 : i32
              %254 = arith.shli %253, %c23_i32 : i32
              %255 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%254 : i32) -> f32
              %256 = arith.addi %195, %c15_i32 : i32
              %257 = arith.subi %256, %234 : i32
              %258 = arith.maxsi %257, %c0_i32 : i32
              %259 = arith.shli %258, %c23_i32 : i32
              %260 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%259 : i32) -> f32
              %261 = arith.subi %c142_i32, %234 : i32
              %262 = arith.shli %261, %c23_i32 : i32
              %263 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%262 : i32) -> f32
              %264 = arith.muli %88, %c128_i32 : i32
              %265 = arith.remsi %88, %c8_i32 : i32
              %266 = arith.muli %265, %c16_i32 : i32
              %267 = arith.addi %264, %266 : i32
              %268 = arith.addi %138, %267 : i32
              %269 = arith.xori %265, %c1_i32 : i32
              %270 = arith.muli %269, %c16_i32 : i32
              %271 = arith.addi %264, %270 : i32
              %272 = arith.addi %138, %271 : i32
              %273 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %240 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%153#0, %153#1, %153#2, %153#3, %273, %268, %272 : i32, i32, i32, i32, f32, i32, i32)
              %274 = arith.xori %265, %c2_i32 : i32
              %275 = arith.muli %274, %c16_i32 : i32
              %276 = arith.addi %264, %275 : i32
              %277 = arith.addi %138, %276 : i32
              %278 = arith.xori %265, %c3_i32 : i32
              %279 = arith.muli %278, %c16_i32 : i32
              %280 = arith.addi %264, %279 : i32
              %281 = arith.addi %138, %280 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%155#0, %155#1, %155#2, %155#3, %273, %277, %281 : i32, i32, i32, i32, f32, i32, i32)
              %282 = arith.xori %265, %c4_i32 : i32
              %283 = arith.muli %282, %c16_i32 : i32
              %284 = arith.addi %264, %283 : i32
              %285 = arith.addi %138, %284 : i32
              %286 = arith.xori %265, %c5_i32 : i32
              %287 = arith.muli %286, %c16_i32 : i32
              %288 = arith.addi %264, %287 : i32
              %289 = arith.addi %138, %288 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%157#0, %157#1, %157#2, %157#3, %273, %285, %289 : i32, i32, i32, i32, f32, i32, i32)
              %290 = arith.xori %265, %c6_i32 : i32
              %291 = arith.muli %290, %c16_i32 : i32
              %292 = arith.addi %264, %291 : i32
              %293 = arith.addi %138, %292 : i32
              %294 = arith.xori %265, %c7_i32 : i32
              %295 = arith.muli %294, %c16_i32 : i32
              %296 = arith.addi %264, %295 : i32
              %297 = arith.addi %138, %296 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%159#0, %159#1, %159#2, %159#3, %273, %293, %297 : i32, i32, i32, i32, f32, i32, i32)
              %298 = arith.addi %264, %c8192_i32 : i32
              %299 = arith.addi %298, %266 : i32
              %300 = arith.addi %138, %299 : i32
              %301 = arith.addi %298, %270 : i32
              %302 = arith.addi %138, %301 : i32
              %303 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %245 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%161#0, %161#1, %161#2, %161#3, %303, %300, %302 : i32, i32, i32, i32, f32, i32, i32)
              %304 = arith.addi %298, %275 : i32
              %305 = arith.addi %138, %304 : i32
              %306 = arith.addi %298, %279 : i32
              %307 = arith.addi %138, %306 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%163#0, %163#1, %163#2, %163#3, %303, %305, %307 : i32, i32, i32, i32, f32, i32, i32)
              %308 = arith.addi %298, %283 : i32
              %309 = arith.addi %138, %308 : i32
              %310 = arith.addi %298, %287 : i32
              %311 = arith.addi %138, %310 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%165#0, %165#1, %165#2, %165#3, %303, %309, %311 : i32, i32, i32, i32, f32, i32, i32)
              %312 = arith.addi %298, %291 : i32
              %313 = arith.addi %138, %312 : i32
              %314 = arith.addi %298, %295 : i32
              %315 = arith.addi %138, %314 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%167#0, %167#1, %167#2, %167#3, %303, %313, %315 : i32, i32, i32, i32, f32, i32, i32)
              %316 = arith.addi %264, %c16384_i32 : i32
              %317 = arith.addi %316, %266 : i32
              %318 = arith.addi %138, %317 : i32
              %319 = arith.addi %316, %270 : i32
              %320 = arith.addi %138, %319 : i32
              %321 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %250 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%169#0, %169#1, %169#2, %169#3, %321, %318, %320 : i32, i32, i32, i32, f32, i32, i32)
              %322 = arith.addi %316, %275 : i32
              %323 = arith.addi %138, %322 : i32
              %324 = arith.addi %316, %279 : i32
              %325 = arith.addi %138, %324 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%171#0, %171#1, %171#2, %171#3, %321, %323, %325 : i32, i32, i32, i32, f32, i32, i32)
              %326 = arith.addi %316, %283 : i32
              %327 = arith.addi %138, %326 : i32
              %328 = arith.addi %316, %287 : i32
              %329 = arith.addi %138, %328 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%173#0, %173#1, %173#2, %173#3, %321, %327, %329 : i32, i32, i32, i32, f32, i32, i32)
              %330 = arith.addi %316, %291 : i32
              %331 = arith.addi %138, %330 : i32
              %332 = arith.addi %316, %295 : i32
              %333 = arith.addi %138, %332 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%175#0, %175#1, %175#2, %175#3, %321, %331, %333 : i32, i32, i32, i32, f32, i32, i32)
              %334 = arith.addi %264, %c24576_i32 : i32
              %335 = arith.addi %334, %266 : i32
              %336 = arith.addi %138, %335 : i32
              %337 = arith.addi %334, %270 : i32
              %338 = arith.addi %138, %337 : i32
              %339 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %255 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%177#0, %177#1, %177#2, %177#3, %339, %336, %338 : i32, i32, i32, i32, f32, i32, i32)
              %340 = arith.addi %334, %275 : i32
              %341 = arith.addi %138, %340 : i32
              %342 = arith.addi %334, %279 : i32
              %343 = arith.addi %138, %342 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%179#0, %179#1, %179#2, %179#3, %339, %341, %343 : i32, i32, i32, i32, f32, i32, i32)
              %344 = arith.addi %334, %283 : i32
              %345 = arith.addi %138, %344 : i32
              %346 = arith.addi %334, %287 : i32
              %347 = arith.addi %138, %346 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%181#0, %181#1, %181#2, %181#3, %339, %345, %347 : i32, i32, i32, i32, f32, i32, i32)
              %348 = arith.addi %334, %291 : i32
              %349 = arith.addi %138, %348 : i32
              %350 = arith.addi %334, %295 : i32
              %351 = arith.addi %138, %350 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%183#0, %183#1, %183#2, %183#3, %339, %349, %351 : i32, i32, i32, i32, f32, i32, i32)
              %352 = arith.addi %264, %c32768_i32 : i32
              %353 = arith.addi %352, %266 : i32
              %354 = arith.addi %138, %353 : i32
              %355 = arith.addi %352, %270 : i32
              %356 = arith.addi %138, %355 : i32
              %357 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %260 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%185#0, %185#1, %185#2, %185#3, %357, %354, %356 : i32, i32, i32, i32, f32, i32, i32)
              %358 = arith.addi %352, %275 : i32
              %359 = arith.addi %138, %358 : i32
              %360 = arith.addi %352, %279 : i32
              %361 = arith.addi %138, %360 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%187#0, %187#1, %187#2, %187#3, %357, %359, %361 : i32, i32, i32, i32, f32, i32, i32)
              %362 = arith.cmpi eq, %88, %c0_i32 : i32
              scf.if %362 {
                %365 = arith.muli %125, %c4_i32 : i32
                %366 = arith.addi %90, %365 : i32
                %367 = arith.addi %234, %c112_i32 : i32
                %368 = arith.shli %367, %c23_i32 : i32
                %369 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%368 : i32) -> f32
                %370 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %369 : (f32) -> f32
                nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%366, %370 : i32, f32)
              }
              %363 = arith.subi %234, %c90_i32 : i32
              %364 = arith.maxsi %arg35, %363 : i32
              scf.yield %364 : i32
            } else {
              %142 = arith.extsi %131 : i32 to i64
              %143 = arith.muli %142, %c576_i64 : i64
              %144 = arith.addi %135, %143 : i64
              %145 = arith.extsi %arg15 : i32 to i64
              %146 = arith.muli %145, %c576_i64 : i64
              %147 = arith.addi %135, %146 : i64
              %148 = arith.muli %142, %c8_i64 : i64
              %149 = arith.addi %147, %148 : i64
              %150 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%149, %136, %c0_i32 : i64, i32, i32) -> i32
              %151 = arith.addi %149, %c4_i64 : i64
              %152 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%151, %136, %c0_i32 : i64, i32, i32) -> i32
              %153 = arith.addi %144, %c288_i64 : i64
              %154:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%153, %136 : i64, i32) -> i32, i32, i32, i32
              %155 = arith.addi %144, %c304_i64 : i64
              %156:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%155, %136 : i64, i32) -> i32, i32, i32, i32
              %157 = arith.addi %144, %c320_i64 : i64
              %158:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%157, %136 : i64, i32) -> i32, i32, i32, i32
              %159 = arith.addi %144, %c336_i64 : i64
              %160:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%159, %136 : i64, i32) -> i32, i32, i32, i32
              %161 = arith.addi %144, %c352_i64 : i64
              %162:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%161, %136 : i64, i32) -> i32, i32, i32, i32
              %163 = arith.addi %144, %c368_i64 : i64
              %164:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%163, %136 : i64, i32) -> i32, i32, i32, i32
              %165 = arith.addi %144, %c384_i64 : i64
              %166:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%165, %136 : i64, i32) -> i32, i32, i32, i32
              %167 = arith.addi %144, %c400_i64 : i64
              %168:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%167, %136 : i64, i32) -> i32, i32, i32, i32
              %169 = arith.addi %144, %c416_i64 : i64
              %170:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%169, %136 : i64, i32) -> i32, i32, i32, i32
              %171 = arith.addi %144, %c432_i64 : i64
              %172:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%171, %136 : i64, i32) -> i32, i32, i32, i32
              %173 = arith.addi %144, %c448_i64 : i64
              %174:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%173, %136 : i64, i32) -> i32, i32, i32, i32
              %175 = arith.addi %144, %c464_i64 : i64
              %176:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%175, %136 : i64, i32) -> i32, i32, i32, i32
              %177 = arith.addi %144, %c480_i64 : i64
              %178:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%177, %136 : i64, i32) -> i32, i32, i32, i32
              %179 = arith.addi %144, %c496_i64 : i64
              %180:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%179, %136 : i64, i32) -> i32, i32, i32, i32
              %181 = arith.addi %144, %c512_i64 : i64
              %182:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%181, %136 : i64, i32) -> i32, i32, i32, i32
              %183 = arith.addi %144, %c528_i64 : i64
              %184:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%183, %136 : i64, i32) -> i32, i32, i32, i32
              %185 = arith.addi %144, %c544_i64 : i64
              %186:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%185, %136 : i64, i32) -> i32, i32, i32, i32
              %187 = arith.addi %144, %c560_i64 : i64
              %188:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%187, %136 : i64, i32) -> i32, i32, i32, i32
              %189 = arith.andi %150, %c255_i32 : i32
              %190 = arith.shrsi %150, %c8_i32 : i32
              %191 = arith.andi %190, %c255_i32 : i32
              %192 = arith.shrsi %150, %c16_i32 : i32
              %193 = arith.andi %192, %c255_i32 : i32
              %194 = arith.shrsi %150, %c24_i32 : i32
              %195 = arith.andi %194, %c255_i32 : i32
              %196 = arith.andi %152, %c255_i32 : i32
              %197 = arith.shrsi %152, %c8_i32 : i32
              %198 = arith.andi %197, %c255_i32 : i32
              %199 = arith.shrsi %152, %c16_i32 : i32
              %200 = arith.andi %199, %c255_i32 : i32
              %201 = arith.maxsi %189, %191 : i32
              %202 = arith.maxsi %201, %193 : i32
              %203 = arith.maxsi %202, %195 : i32
              %204 = arith.maxsi %203, %196 : i32
              %205 = arith.maxsi %204, %198 : i32
              %206 = arith.maxsi %205, %200 : i32
              %207 = arith.subi %206, %c118_i32 : i32
              %208 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%174#0, %174#1, %174#2, %174#3, %c0_i32 : i32, i32, i32, i32, i32) -> i32
              %209 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%176#0, %176#1, %176#2, %176#3, %208 : i32, i32, i32, i32, i32) -> i32
              %210 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%178#0, %178#1, %178#2, %178#3, %209 : i32, i32, i32, i32, i32) -> i32
              %211 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%180#0, %180#1, %180#2, %180#3, %210 : i32, i32, i32, i32, i32) -> i32
              %212 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%182#0, %182#1, %182#2, %182#3, %211 : i32, i32, i32, i32, i32) -> i32
              %213 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%184#0, %184#1, %184#2, %184#3, %212 : i32, i32, i32, i32, i32) -> i32
              %214 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%186#0, %186#1, %186#2, %186#3, %213 : i32, i32, i32, i32, i32) -> i32
              %215 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%188#0, %188#1, %188#2, %188#3, %214 : i32, i32, i32, i32, i32) -> i32
              %216 = arith.shrsi %215, %c7_i32 : i32
              %217 = arith.subi %216, %c126_i32 : i32
              %218 = arith.maxsi %207, %217 : i32
              %219 = arith.select %128, %218, %c-1000_i32 : i32
              %220 = nvvm.shfl.sync bfly %c-1_i32, %219, %c1_i32, %c31_i32 : i32 -> i32
              %221 = arith.maxsi %219, %220 : i32
              %222 = nvvm.shfl.sync bfly %c-1_i32, %221, %c2_i32, %c31_i32 : i32 -> i32
              %223 = arith.maxsi %221, %222 : i32
              %224 = nvvm.shfl.sync bfly %c-1_i32, %223, %c4_i32, %c31_i32 : i32 -> i32
              %225 = arith.maxsi %223, %224 : i32
              %226 = nvvm.shfl.sync bfly %c-1_i32, %225, %c8_i32, %c31_i32 : i32 -> i32
              %227 = arith.maxsi %225, %226 : i32
              %228 = nvvm.shfl.sync bfly %c-1_i32, %227, %c16_i32, %c31_i32 : i32 -> i32
              %229 = arith.maxsi %227, %228 : i32
              %230 = arith.muli %125, %c16_i32 : i32
              %231 = arith.addi %91, %230 : i32
              %232 = arith.remsi %88, %c32_i32 : i32
              %233 = arith.cmpi eq, %232, %c0_i32 : i32
              scf.if %233 {
                %349 = arith.floordivsi %88, %c32_i32 : i32
                %350 = arith.addi %349, %c2_i32 : i32
                %351 = arith.muli %350, %c4_i32 : i32
                %352 = arith.addi %231, %351 : i32
                nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%352, %229 : i32, i32)
              }
              nvvm.barrier id = %c6_i32 number_of_threads = %c128_i32
              %234 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%231 : i32) -> i32
              %235 = arith.addi %231, %c4_i32 : i32
              %236 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%235 : i32) -> i32
              %237 = arith.maxsi %234, %236 : i32
              %238 = arith.addi %231, %c8_i32 : i32
              %239 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%238 : i32) -> i32
              %240 = arith.maxsi %237, %239 : i32
              %241 = arith.addi %231, %c12_i32 : i32
              %242 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%241 : i32) -> i32
              %243 = arith.maxsi %240, %242 : i32
              %244 = arith.maxsi %243, %arg35 : i32
              %245 = arith.maxsi %244, %c-111_i32 : i32
              %246 = arith.minsi %245, %c142_i32 : i32
              %247 = arith.cmpi sge, %110, %c2_i32 : i32
              scf.if %247 {
                %349 = arith.addi %125, %c3_i32 : i32
                nvvm.barrier id = %349 number_of_threads = %c384_i32
              }
              %248 = arith.addi %196, %c15_i32 : i32
              %249 = arith.subi %248, %246 : i32
              %250 = arith.maxsi %249, %c0_i32 : i32
              %251 = arith.shli %250, %c23_i32 : i32
              %252 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%251 : i32) -> f32
              %253 = arith.addi %198, %c15_i32 : i32
              %254 = arith.subi %253, %246 : i32
              %255 = arith.maxsi %254, %c0_i32 : i32
              %256 = arith.shli %255, %c23_i32 : i32
              %257 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%256 : i32) -> f32
              %258 = arith.addi %200, %c15_i32 : i32
              %259 = arith.subi %258, %246 : i32
              %260 = arith.maxsi %259, %c0_i32 : i32
              %261 = arith.shli %260, %c23_i32 : i32
              %262 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%261 : i32) -> f32
              %263 = arith.subi %c142_i32, %246 : i32
              %264 = arith.shli %263, %c23_i32 : i32
              %265 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%264 : i32) -> f32
              %266 = arith.muli %88, %c128_i32 : i32
              %267 = arith.addi %266, %c32768_i32 : i32
              %268 = arith.remsi %88, %c8_i32 : i32
              %269 = arith.xori %268, %c4_i32 : i32
              %270 = arith.muli %269, %c16_i32 : i32
              %271 = arith.addi %267, %270 : i32
              %272 = arith.addi %138, %271 : i32
              %273 = arith.xori %268, %c5_i32 : i32
              %274 = arith.muli %273, %c16_i32 : i32
              %275 = arith.addi %267, %274 : i32
              %276 = arith.addi %138, %275 : i32
              %277 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %252 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%154#0, %154#1, %154#2, %154#3, %277, %272, %276 : i32, i32, i32, i32, f32, i32, i32)
              %278 = arith.xori %268, %c6_i32 : i32
              %279 = arith.muli %278, %c16_i32 : i32
              %280 = arith.addi %267, %279 : i32
              %281 = arith.addi %138, %280 : i32
              %282 = arith.xori %268, %c7_i32 : i32
              %283 = arith.muli %282, %c16_i32 : i32
              %284 = arith.addi %267, %283 : i32
              %285 = arith.addi %138, %284 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%156#0, %156#1, %156#2, %156#3, %277, %281, %285 : i32, i32, i32, i32, f32, i32, i32)
              %286 = arith.addi %266, %c40960_i32 : i32
              %287 = arith.muli %268, %c16_i32 : i32
              %288 = arith.addi %286, %287 : i32
              %289 = arith.addi %138, %288 : i32
              %290 = arith.xori %268, %c1_i32 : i32
              %291 = arith.muli %290, %c16_i32 : i32
              %292 = arith.addi %286, %291 : i32
              %293 = arith.addi %138, %292 : i32
              %294 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %257 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%158#0, %158#1, %158#2, %158#3, %294, %289, %293 : i32, i32, i32, i32, f32, i32, i32)
              %295 = arith.xori %268, %c2_i32 : i32
              %296 = arith.muli %295, %c16_i32 : i32
              %297 = arith.addi %286, %296 : i32
              %298 = arith.addi %138, %297 : i32
              %299 = arith.xori %268, %c3_i32 : i32
              %300 = arith.muli %299, %c16_i32 : i32
              %301 = arith.addi %286, %300 : i32
              %302 = arith.addi %138, %301 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%160#0, %160#1, %160#2, %160#3, %294, %298, %302 : i32, i32, i32, i32, f32, i32, i32)
              %303 = arith.addi %286, %270 : i32
              %304 = arith.addi %138, %303 : i32
              %305 = arith.addi %286, %274 : i32
              %306 = arith.addi %138, %305 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%162#0, %162#1, %162#2, %162#3, %294, %304, %306 : i32, i32, i32, i32, f32, i32, i32)
              %307 = arith.addi %286, %279 : i32
              %308 = arith.addi %138, %307 : i32
              %309 = arith.addi %286, %283 : i32
              %310 = arith.addi %138, %309 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%164#0, %164#1, %164#2, %164#3, %294, %308, %310 : i32, i32, i32, i32, f32, i32, i32)
              %311 = arith.addi %266, %c49152_i32 : i32
              %312 = arith.addi %311, %287 : i32
              %313 = arith.addi %138, %312 : i32
              %314 = arith.addi %311, %291 : i32
              %315 = arith.addi %138, %314 : i32
              %316 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %262 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%166#0, %166#1, %166#2, %166#3, %316, %313, %315 : i32, i32, i32, i32, f32, i32, i32)
              %317 = arith.addi %311, %296 : i32
              %318 = arith.addi %138, %317 : i32
              %319 = arith.addi %311, %300 : i32
              %320 = arith.addi %138, %319 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%168#0, %168#1, %168#2, %168#3, %316, %318, %320 : i32, i32, i32, i32, f32, i32, i32)
              %321 = arith.addi %311, %270 : i32
              %322 = arith.addi %138, %321 : i32
              %323 = arith.addi %311, %274 : i32
              %324 = arith.addi %138, %323 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%170#0, %170#1, %170#2, %170#3, %316, %322, %324 : i32, i32, i32, i32, f32, i32, i32)
              %325 = arith.addi %311, %279 : i32
              %326 = arith.addi %138, %325 : i32
              %327 = arith.addi %311, %283 : i32
              %328 = arith.addi %138, %327 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%172#0, %172#1, %172#2, %172#3, %316, %326, %328 : i32, i32, i32, i32, f32, i32, i32)
              %329 = arith.addi %266, %c57344_i32 : i32
              %330 = arith.addi %329, %287 : i32
              %331 = arith.addi %138, %330 : i32
              %332 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %265 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%174#0, %174#1, %174#2, %174#3, %332, %331 : i32, i32, i32, i32, f32, i32)
              %333 = arith.addi %329, %291 : i32
              %334 = arith.addi %138, %333 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%176#0, %176#1, %176#2, %176#3, %332, %334 : i32, i32, i32, i32, f32, i32)
              %335 = arith.addi %329, %296 : i32
              %336 = arith.addi %138, %335 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%178#0, %178#1, %178#2, %178#3, %332, %336 : i32, i32, i32, i32, f32, i32)
              %337 = arith.addi %329, %300 : i32
              %338 = arith.addi %138, %337 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%180#0, %180#1, %180#2, %180#3, %332, %338 : i32, i32, i32, i32, f32, i32)
              %339 = arith.addi %329, %270 : i32
              %340 = arith.addi %138, %339 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%182#0, %182#1, %182#2, %182#3, %332, %340 : i32, i32, i32, i32, f32, i32)
              %341 = arith.addi %329, %274 : i32
              %342 = arith.addi %138, %341 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%184#0, %184#1, %184#2, %184#3, %332, %342 : i32, i32, i32, i32, f32, i32)
              %343 = arith.addi %329, %279 : i32
              %344 = arith.addi %138, %343 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%186#0, %186#1, %186#2, %186#3, %332, %344 : i32, i32, i32, i32, f32, i32)
              %345 = arith.addi %329, %283 : i32
              %346 = arith.addi %138, %345 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%188#0, %188#1, %188#2, %188#3, %332, %346 : i32, i32, i32, i32, f32, i32)
              %347 = arith.subi %246, %c90_i32 : i32
              %348 = arith.maxsi %arg35, %347 : i32
              scf.yield %348 : i32
            }
            scf.if %139 {
              %142 = arith.muli %125, %c64_i32 : i32
              %143 = arith.addi %142, %88 : i32
              %144 = arith.muli %143, %c4_i32 : i32
              %145 = arith.addi %10, %144 : i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%145, %136 : i32, i32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %141 = arith.addi %125, %c1_i32 : i32
            nvvm.barrier.arrive id = %141 number_of_threads = %c384_i32
            scf.yield %140 : i32
          } else {
            scf.yield %arg35 : i32
          }
          scf.yield %124, %122 : i32, i32
        } {loop_annotation = #loop_annotation}
        %107 = arith.subi %24, %22 : i32
        %108 = arith.subi %107, %c2_i32 : i32
        %109 = arith.maxsi %108, %c0_i32 : i32
        scf.for %arg34 = %109 to %107 step %c1_i32  : i32 {
          %110 = arith.remsi %arg34, %c2_i32 : i32
          %111 = arith.addi %110, %c3_i32 : i32
          nvvm.barrier id = %111 number_of_threads = %c384_i32
        } {loop_annotation = #loop_annotation}
      } else {
        nvvm.setmaxregister increase 192
        %88 = arith.cmpi eq, %7, %c1_i32 : i32
        scf.if %88 {
          %89 = arith.subi %1, %c128_i32 : i32
          %90 = arith.mulf %arg32, %86 : f32
          %91 = arith.remsi %89, %c128_i32 : i32
          %92 = arith.remsi %91, %c32_i32 : i32
          %93 = arith.floordivsi %91, %c32_i32 : i32
          %iter_24 = cute.recast_iter(%ptr_8) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %94 = cute.ptrtoint(%iter_24) : !cute.ptr<f32, smem, align<512>> to i32
          %iter_25 = cute.recast_iter(%ptr_4) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
          %95 = cute.ptrtoint(%iter_25) : !cute.ptr<f16, smem, align<1024>> to i32
          %iter_26 = cute.recast_iter(%ptr_14) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
          %96 = cute.ptrtoint(%iter_26) : !cute.ptr<f32, smem, align<16>> to i32
          %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
          %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
          %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
          %int_tuple_27 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %lay_28 = cute.make_composed_layout(%0, %int_tuple_27, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
          %shape_29 = cute.make_shape() : () -> !cute.shape<"(64,512)">
          %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
          %tile_to_shape = cute.tile_to_shape(%lay_28, %shape_29, %int_tuple_30) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">
          %shape_31 = cute.make_shape() : () -> !cute.shape<"(64,64)">
          %tile_to_shape_32 = cute.tile_to_shape(%lay_28, %shape_31, %int_tuple_30) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,64)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
          %97 = cute.composed_get_outer(%tile_to_shape) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">) -> !cute.layout<"((8,8),(64,8)):((64,512),(1,4096))">
          %iter_33 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view = cute.make_view(%iter_33, %97) : !memref_smem_f16
          %98 = cute.composed_get_outer(%tile_to_shape_32) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">) -> !cute.layout<"((8,8),(64,1)):((64,512),(1,0))">
          %iter_34 = cute.recast_iter(%ptr_4) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_35 = cute.make_view(%iter_34, %98) : !memref_smem_f16_1
          %shape_36 = cute.make_shape() : () -> !cute.shape<"((8,4),(64,8),2)">
          %stride_37 = cute.make_stride() : () -> !cute.stride<"((64,512),(1,4096),32768)">
          %lay_38 = cute.make_layout(%shape_36, %stride_37) : !cute.layout<"((8,4),(64,8),2):((64,512),(1,4096),32768)">
          %iter_39 = cute.recast_iter(%iter_20) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_40 = cute.make_view(%iter_39, %lay_38) : !memref_smem_f16_2
          %shape_41 = cute.make_shape() : () -> !cute.shape<"((64,4),(8,8),2)">
          %stride_42 = cute.make_stride() : () -> !cute.stride<"((1,4096),(64,512),32768)">
          %lay_43 = cute.make_layout(%shape_41, %stride_42) : !cute.layout<"((64,4),(8,8),2):((1,4096),(64,512),32768)">
          %view_44 = cute.make_view(%iter_39, %lay_43) : !memref_smem_f16_3
          %coord = cute.make_coord(%91) : (i32) -> !cute.coord<"?">
          %ptn_A = cute.tiled.mma.partition A (%arg0, %view, %coord) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16, !cute.coord<"?">) -> !memref_smem_f16_4
          %frg_A = cute.mma.make_fragment A (%arg0, %ptn_A) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_4) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">
          %ptn_B = cute.tiled.mma.partition B (%arg0, %view_40, %coord) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_2, !cute.coord<"?">) -> !memref_smem_f16_5
          %frg_B = cute.mma.make_fragment B (%arg0, %ptn_B) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_5) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">
          %ptn_A_45 = cute.tiled.mma.partition A (%arg1, %view_35, %coord) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_1, !cute.coord<"?">) -> !memref_smem_f16_6
          %frg_A_46 = cute.mma.make_fragment A (%arg1, %ptn_A_45) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_6) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
          %ptn_B_47 = cute.tiled.mma.partition B (%arg1, %view_44, %coord) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_3, !cute.coord<"?">) -> !memref_smem_f16_7
          %frg_B_48 = cute.mma.make_fragment B (%arg1, %ptn_B_47) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_7) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">
          %shape_49 = cute.make_shape() : () -> !cute.shape<"((2,2,4),1,1)">
          %frg_C = cute.mma.make_fragment C (%arg0, %shape_49) : (!mma_f16_f16_f32_64x32x16, !cute.shape<"((2,2,4),1,1)">) -> !memref_rmem_f32
          %shape_50 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
          %frg_C_51 = cute.mma.make_fragment C (%arg1, %shape_50) : (!mma_f16_f16_f32_64x256x16, !cute.shape<"((2,2,32),1,1)">) -> !memref_rmem_f32_1
          cute.memref.store_vec(%cst, %frg_C_51) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
          %99 = arith.floordivsi %92, %c4_i32 : i32
          %100 = arith.muli %93, %c16_i32 : i32
          %101 = arith.addi %99, %100 : i32
          %102 = arith.addi %101, %c8_i32 : i32
          %103:7 = scf.for %arg34 = %22 to %24 step %c1_i32 iter_args(%arg35 = %arg18, %arg36 = %cst_2, %arg37 = %cst_2, %arg38 = %cst_1, %arg39 = %cst_1, %arg40 = %arg0, %arg41 = %arg1) -> (f32, f32, f32, f32, f32, !mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x256x16)  : i32 {
            %127 = arith.subi %arg34, %22 : i32
            %128 = arith.remsi %127, %c2_i32 : i32
            %129 = arith.addi %128, %c1_i32 : i32
            nvvm.barrier id = %129 number_of_threads = %c384_i32
            %130 = arith.muli %128, %c4_i32 : i32
            %131 = arith.addi %96, %130 : i32
            %132 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%131 : i32) -> f32
            %133 = arith.mulf %arg18, %132 : f32
            %134 = arith.mulf %90, %133 : f32
            nvvm.wgmma.fence.aligned
            %135 = cute_nvgpu.atom.set_value<accum_c>(%arg40, %false) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_53 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
            %slice = cute.slice(%frg_A, %coord_53) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,0)">
            %coord_54 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_55 = cute.slice(%frg_B, %coord_54) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%135, %frg_C, %slice, %slice_55, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %136 = cute_nvgpu.atom.set_value<accum_c>(%135, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_56 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
            %slice_57 = cute.slice(%frg_A, %coord_56) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,1)">
            %coord_58 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_59 = cute.slice(%frg_B, %coord_58) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%136, %frg_C, %slice_57, %slice_59, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %137 = cute_nvgpu.atom.set_value<accum_c>(%136, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_60 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
            %slice_61 = cute.slice(%frg_A, %coord_60) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,2)">
            %coord_62 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_63 = cute.slice(%frg_B, %coord_62) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%137, %frg_C, %slice_61, %slice_63, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %138 = cute_nvgpu.atom.set_value<accum_c>(%137, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_64 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
            %slice_65 = cute.slice(%frg_A, %coord_64) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,3)">
            %coord_66 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_67 = cute.slice(%frg_B, %coord_66) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%138, %frg_C, %slice_65, %slice_67, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %139 = cute_nvgpu.atom.set_value<accum_c>(%138, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_68 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
            %slice_69 = cute.slice(%frg_A, %coord_68) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,4)">
            %coord_70 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,4,?)">
            %slice_71 = cute.slice(%frg_B, %coord_70) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,4,?)">
            cute.gemm(%139, %frg_C, %slice_69, %slice_71, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %140 = cute_nvgpu.atom.set_value<accum_c>(%139, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_72 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
            %slice_73 = cute.slice(%frg_A, %coord_72) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,5)">
            %coord_74 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,5,?)">
            %slice_75 = cute.slice(%frg_B, %coord_74) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,5,?)">
            cute.gemm(%140, %frg_C, %slice_73, %slice_75, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %141 = cute_nvgpu.atom.set_value<accum_c>(%140, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_76 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
            %slice_77 = cute.slice(%frg_A, %coord_76) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,6)">
            %coord_78 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,6,?)">
            %slice_79 = cute.slice(%frg_B, %coord_78) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,6,?)">
            cute.gemm(%141, %frg_C, %slice_77, %slice_79, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %142 = cute_nvgpu.atom.set_value<accum_c>(%141, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_80 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
            %slice_81 = cute.slice(%frg_A, %coord_80) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,7)">
            %coord_82 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,7,?)">
            %slice_83 = cute.slice(%frg_B, %coord_82) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,7,?)">
            cute.gemm(%142, %frg_C, %slice_81, %slice_83, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %143 = cute_nvgpu.atom.set_value<accum_c>(%142, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_84 = cute.make_coord() : () -> !cute.coord<"(_,_,8)">
            %slice_85 = cute.slice(%frg_A, %coord_84) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,8)">
            %coord_86 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,8,?)">
            %slice_87 = cute.slice(%frg_B, %coord_86) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,8,?)">
            cute.gemm(%143, %frg_C, %slice_85, %slice_87, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %144 = cute_nvgpu.atom.set_value<accum_c>(%143, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_88 = cute.make_coord() : () -> !cute.coord<"(_,_,9)">
            %slice_89 = cute.slice(%frg_A, %coord_88) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,9)">
            %coord_90 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,9,?)">
            %slice_91 = cute.slice(%frg_B, %coord_90) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,9,?)">
            cute.gemm(%144, %frg_C, %slice_89, %slice_91, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %145 = cute_nvgpu.atom.set_value<accum_c>(%144, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_92 = cute.make_coord() : () -> !cute.coord<"(_,_,10)">
            %slice_93 = cute.slice(%frg_A, %coord_92) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,10)">
            %coord_94 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,10,?)">
            %slice_95 = cute.slice(%frg_B, %coord_94) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,10,?)">
            cute.gemm(%145, %frg_C, %slice_93, %slice_95, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %146 = cute_nvgpu.atom.set_value<accum_c>(%145, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_96 = cute.make_coord() : () -> !cute.coord<"(_,_,11)">
            %slice_97 = cute.slice(%frg_A, %coord_96) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,11)">
            %coord_98 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,11,?)">
            %slice_99 = cute.slice(%frg_B, %coord_98) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,11,?)">
            cute.gemm(%146, %frg_C, %slice_97, %slice_99, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %147 = cute_nvgpu.atom.set_value<accum_c>(%146, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_100 = cute.make_coord() : () -> !cute.coord<"(_,_,12)">
            %slice_101 = cute.slice(%frg_A, %coord_100) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,12)">
            %coord_102 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,12,?)">
            %slice_103 = cute.slice(%frg_B, %coord_102) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,12,?)">
            cute.gemm(%147, %frg_C, %slice_101, %slice_103, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %148 = cute_nvgpu.atom.set_value<accum_c>(%147, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_104 = cute.make_coord() : () -> !cute.coord<"(_,_,13)">
            %slice_105 = cute.slice(%frg_A, %coord_104) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,13)">
            %coord_106 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,13,?)">
            %slice_107 = cute.slice(%frg_B, %coord_106) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,13,?)">
            cute.gemm(%148, %frg_C, %slice_105, %slice_107, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %149 = cute_nvgpu.atom.set_value<accum_c>(%148, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_108 = cute.make_coord() : () -> !cute.coord<"(_,_,14)">
            %slice_109 = cute.slice(%frg_A, %coord_108) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,14)">
            %coord_110 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,14,?)">
            %slice_111 = cute.slice(%frg_B, %coord_110) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,14,?)">
            cute.gemm(%149, %frg_C, %slice_109, %slice_111, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %150 = cute_nvgpu.atom.set_value<accum_c>(%149, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_112 = cute.make_coord() : () -> !cute.coord<"(_,_,15)">
            %slice_113 = cute.slice(%frg_A, %coord_112) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,15)">
            %coord_114 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,15,?)">
            %slice_115 = cute.slice(%frg_B, %coord_114) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,15,?)">
            cute.gemm(%150, %frg_C, %slice_113, %slice_115, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %151 = cute_nvgpu.atom.set_value<accum_c>(%150, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_116 = cute.make_coord() : () -> !cute.coord<"(_,_,16)">
            %slice_117 = cute.slice(%frg_A, %coord_116) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,16)">
            %coord_118 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,16,?)">
            %slice_119 = cute.slice(%frg_B, %coord_118) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,16,?)">
            cute.gemm(%151, %frg_C, %slice_117, %slice_119, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %152 = cute_nvgpu.atom.set_value<accum_c>(%151, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_120 = cute.make_coord() : () -> !cute.coord<"(_,_,17)">
            %slice_121 = cute.slice(%frg_A, %coord_120) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,17)">
            %coord_122 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,17,?)">
            %slice_123 = cute.slice(%frg_B, %coord_122) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,17,?)">
            cute.gemm(%152, %frg_C, %slice_121, %slice_123, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %153 = cute_nvgpu.atom.set_value<accum_c>(%152, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_124 = cute.make_coord() : () -> !cute.coord<"(_,_,18)">
            %slice_125 = cute.slice(%frg_A, %coord_124) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,18)">
            %coord_126 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,18,?)">
            %slice_127 = cute.slice(%frg_B, %coord_126) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,18,?)">
            cute.gemm(%153, %frg_C, %slice_125, %slice_127, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %154 = cute_nvgpu.atom.set_value<accum_c>(%153, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_128 = cute.make_coord() : () -> !cute.coord<"(_,_,19)">
            %slice_129 = cute.slice(%frg_A, %coord_128) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,19)">
            %coord_130 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,19,?)">
            %slice_131 = cute.slice(%frg_B, %coord_130) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,19,?)">
            cute.gemm(%154, %frg_C, %slice_129, %slice_131, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %155 = cute_nvgpu.atom.set_value<accum_c>(%154, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_132 = cute.make_coord() : () -> !cute.coord<"(_,_,20)">
            %slice_133 = cute.slice(%frg_A, %coord_132) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,20)">
            %coord_134 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,20,?)">
            %slice_135 = cute.slice(%frg_B, %coord_134) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,20,?)">
            cute.gemm(%155, %frg_C, %slice_133, %slice_135, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %156 = cute_nvgpu.atom.set_value<accum_c>(%155, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_136 = cute.make_coord() : () -> !cute.coord<"(_,_,21)">
            %slice_137 = cute.slice(%frg_A, %coord_136) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,21)">
            %coord_138 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,21,?)">
            %slice_139 = cute.slice(%frg_B, %coord_138) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,21,?)">
            cute.gemm(%156, %frg_C, %slice_137, %slice_139, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %157 = cute_nvgpu.atom.set_value<accum_c>(%156, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_140 = cute.make_coord() : () -> !cute.coord<"(_,_,22)">
            %slice_141 = cute.slice(%frg_A, %coord_140) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,22)">
            %coord_142 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,22,?)">
            %slice_143 = cute.slice(%frg_B, %coord_142) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,22,?)">
            cute.gemm(%157, %frg_C, %slice_141, %slice_143, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %158 = cute_nvgpu.atom.set_value<accum_c>(%157, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_144 = cute.make_coord() : () -> !cute.coord<"(_,_,23)">
            %slice_145 = cute.slice(%frg_A, %coord_144) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,23)">
            %coord_146 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,23,?)">
            %slice_147 = cute.slice(%frg_B, %coord_146) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,23,?)">
            cute.gemm(%158, %frg_C, %slice_145, %slice_147, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %159 = cute_nvgpu.atom.set_value<accum_c>(%158, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_148 = cute.make_coord() : () -> !cute.coord<"(_,_,24)">
            %slice_149 = cute.slice(%frg_A, %coord_148) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,24)">
            %coord_150 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,24,?)">
            %slice_151 = cute.slice(%frg_B, %coord_150) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,24,?)">
            cute.gemm(%159, %frg_C, %slice_149, %slice_151, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %160 = cute_nvgpu.atom.set_value<accum_c>(%159, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_152 = cute.make_coord() : () -> !cute.coord<"(_,_,25)">
            %slice_153 = cute.slice(%frg_A, %coord_152) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,25)">
            %coord_154 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,25,?)">
            %slice_155 = cute.slice(%frg_B, %coord_154) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,25,?)">
            cute.gemm(%160, %frg_C, %slice_153, %slice_155, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %161 = cute_nvgpu.atom.set_value<accum_c>(%160, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_156 = cute.make_coord() : () -> !cute.coord<"(_,_,26)">
            %slice_157 = cute.slice(%frg_A, %coord_156) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,26)">
            %coord_158 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,26,?)">
            %slice_159 = cute.slice(%frg_B, %coord_158) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,26,?)">
            cute.gemm(%161, %frg_C, %slice_157, %slice_159, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %162 = cute_nvgpu.atom.set_value<accum_c>(%161, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_160 = cute.make_coord() : () -> !cute.coord<"(_,_,27)">
            %slice_161 = cute.slice(%frg_A, %coord_160) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,27)">
            %coord_162 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,27,?)">
            %slice_163 = cute.slice(%frg_B, %coord_162) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,27,?)">
            cute.gemm(%162, %frg_C, %slice_161, %slice_163, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %163 = cute_nvgpu.atom.set_value<accum_c>(%162, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_164 = cute.make_coord() : () -> !cute.coord<"(_,_,28)">
            %slice_165 = cute.slice(%frg_A, %coord_164) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,28)">
            %coord_166 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,28,?)">
            %slice_167 = cute.slice(%frg_B, %coord_166) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,28,?)">
            cute.gemm(%163, %frg_C, %slice_165, %slice_167, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %164 = cute_nvgpu.atom.set_value<accum_c>(%163, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_168 = cute.make_coord() : () -> !cute.coord<"(_,_,29)">
            %slice_169 = cute.slice(%frg_A, %coord_168) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,29)">
            %coord_170 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,29,?)">
            %slice_171 = cute.slice(%frg_B, %coord_170) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,29,?)">
            cute.gemm(%164, %frg_C, %slice_169, %slice_171, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %165 = cute_nvgpu.atom.set_value<accum_c>(%164, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_172 = cute.make_coord() : () -> !cute.coord<"(_,_,30)">
            %slice_173 = cute.slice(%frg_A, %coord_172) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,30)">
            %coord_174 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,30,?)">
            %slice_175 = cute.slice(%frg_B, %coord_174) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,30,?)">
            cute.gemm(%165, %frg_C, %slice_173, %slice_175, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %166 = cute_nvgpu.atom.set_value<accum_c>(%165, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_176 = cute.make_coord() : () -> !cute.coord<"(_,_,31)">
            %slice_177 = cute.slice(%frg_A, %coord_176) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,31)">
            %coord_178 = cute.make_coord(%128) : (i32) -> !cute.coord<"(_,_,31,?)">
            %slice_179 = cute.slice(%frg_B, %coord_178) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,31,?)">
            cute.gemm(%166, %frg_C, %slice_177, %slice_179, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %167 = arith.muli %128, %c256_i32 : i32
            %168 = arith.addi %10, %167 : i32
            %169 = arith.remsi %92, %c4_i32 : i32
            %170 = arith.muli %169, %c8_i32 : i32
            %171 = arith.addi %168, %170 : i32
            %172 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%171 : i32) -> i32
            %173 = arith.cmpi ne, %172, %c0_i32 : i32
            %coord_180 = cute.make_coord() : () -> !cute.coord<"0">
            %174 = cute.memref.load(%frg_C, %coord_180) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %175 = arith.mulf %174, %134 : f32
            %176 = arith.select %173, %175, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_180, %176) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
            %177 = nvvm.fmax %cst_1, %176
            %178 = arith.muli %169, %c2_i32 : i32
            %179 = arith.addi %178, %c1_i32 : i32
            %180 = arith.muli %179, %c4_i32 : i32
            %181 = arith.addi %168, %180 : i32
            %182 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%181 : i32) -> i32
            %183 = arith.cmpi ne, %182, %c0_i32 : i32
            %coord_181 = cute.make_coord() : () -> !cute.coord<"1">
            %184 = cute.memref.load(%frg_C, %coord_181) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %185 = arith.mulf %184, %134 : f32
            %186 = arith.select %183, %185, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_181, %186) : (!memref_rmem_f32, !cute.coord<"1">, f32) -> ()
            %187 = nvvm.fmax %177, %186
            %188 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%171 : i32) -> i32
            %189 = arith.cmpi ne, %188, %c0_i32 : i32
            %coord_182 = cute.make_coord() : () -> !cute.coord<"2">
            %190 = cute.memref.load(%frg_C, %coord_182) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %191 = arith.mulf %190, %134 : f32
            %192 = arith.select %189, %191, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_182, %192) : (!memref_rmem_f32, !cute.coord<"2">, f32) -> ()
            %193 = nvvm.fmax %cst_1, %192
            %194 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%181 : i32) -> i32
            %195 = arith.cmpi ne, %194, %c0_i32 : i32
            %coord_183 = cute.make_coord() : () -> !cute.coord<"3">
            %196 = cute.memref.load(%frg_C, %coord_183) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %197 = arith.mulf %196, %134 : f32
            %198 = arith.select %195, %197, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_183, %198) : (!memref_rmem_f32, !cute.coord<"3">, f32) -> ()
            %199 = nvvm.fmax %193, %198
            %200 = arith.addi %178, %c8_i32 : i32
            %201 = arith.muli %200, %c4_i32 : i32
            %202 = arith.addi %168, %201 : i32
            %203 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%202 : i32) -> i32
            %204 = arith.cmpi ne, %203, %c0_i32 : i32
            %coord_184 = cute.make_coord() : () -> !cute.coord<"4">
            %205 = cute.memref.load(%frg_C, %coord_184) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %206 = arith.mulf %205, %134 : f32
            %207 = arith.select %204, %206, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_184, %207) : (!memref_rmem_f32, !cute.coord<"4">, f32) -> ()
            %208 = nvvm.fmax %187, %207
            %209 = arith.addi %178, %c9_i32 : i32
            %210 = arith.muli %209, %c4_i32 : i32
            %211 = arith.addi %168, %210 : i32
            %212 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%211 : i32) -> i32
            %213 = arith.cmpi ne, %212, %c0_i32 : i32
            %coord_185 = cute.make_coord() : () -> !cute.coord<"5">
            %214 = cute.memref.load(%frg_C, %coord_185) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %215 = arith.mulf %214, %134 : f32
            %216 = arith.select %213, %215, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_185, %216) : (!memref_rmem_f32, !cute.coord<"5">, f32) -> ()
            %217 = nvvm.fmax %208, %216
            %218 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%202 : i32) -> i32
            %219 = arith.cmpi ne, %218, %c0_i32 : i32
            %coord_186 = cute.make_coord() : () -> !cute.coord<"6">
            %220 = cute.memref.load(%frg_C, %coord_186) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %221 = arith.mulf %220, %134 : f32
            %222 = arith.select %219, %221, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_186, %222) : (!memref_rmem_f32, !cute.coord<"6">, f32) -> ()
            %223 = nvvm.fmax %199, %222
            %224 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%211 : i32) -> i32
            %225 = arith.cmpi ne, %224, %c0_i32 : i32
            %coord_187 = cute.make_coord() : () -> !cute.coord<"7">
            %226 = cute.memref.load(%frg_C, %coord_187) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %227 = arith.mulf %226, %134 : f32
            %228 = arith.select %225, %227, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_187, %228) : (!memref_rmem_f32, !cute.coord<"7">, f32) -> ()
            %229 = nvvm.fmax %223, %228
            %230 = arith.addi %178, %c16_i32 : i32
            %231 = arith.muli %230, %c4_i32 : i32
            %232 = arith.addi %168, %231 : i32
            %233 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%232 : i32) -> i32
            %234 = arith.cmpi ne, %233, %c0_i32 : i32
            %coord_188 = cute.make_coord() : () -> !cute.coord<"8">
            %235 = cute.memref.load(%frg_C, %coord_188) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %236 = arith.mulf %235, %134 : f32
            %237 = arith.select %234, %236, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_188, %237) : (!memref_rmem_f32, !cute.coord<"8">, f32) -> ()
            %238 = nvvm.fmax %217, %237
            %239 = arith.addi %178, %c17_i32 : i32
            %240 = arith.muli %239, %c4_i32 : i32
            %241 = arith.addi %168, %240 : i32
            %242 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%241 : i32) -> i32
            %243 = arith.cmpi ne, %242, %c0_i32 : i32
            %coord_189 = cute.make_coord() : () -> !cute.coord<"9">
            %244 = cute.memref.load(%frg_C, %coord_189) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %245 = arith.mulf %244, %134 : f32
            %246 = arith.select %243, %245, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_189, %246) : (!memref_rmem_f32, !cute.coord<"9">, f32) -> ()
            %247 = nvvm.fmax %238, %246
            %248 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%232 : i32) -> i32
            %249 = arith.cmpi ne, %248, %c0_i32 : i32
            %coord_190 = cute.make_coord() : () -> !cute.coord<"10">
            %250 = cute.memref.load(%frg_C, %coord_190) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %251 = arith.mulf %250, %134 : f32
            %252 = arith.select %249, %251, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_190, %252) : (!memref_rmem_f32, !cute.coord<"10">, f32) -> ()
            %253 = nvvm.fmax %229, %252
            %254 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%241 : i32) -> i32
            %255 = arith.cmpi ne, %254, %c0_i32 : i32
            %coord_191 = cute.make_coord() : () -> !cute.coord<"11">
            %256 = cute.memref.load(%frg_C, %coord_191) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %257 = arith.mulf %256, %134 : f32
            %258 = arith.select %255, %257, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_191, %258) : (!memref_rmem_f32, !cute.coord<"11">, f32) -> ()
            %259 = nvvm.fmax %253, %258
            %260 = arith.addi %178, %c24_i32 : i32
            %261 = arith.muli %260, %c4_i32 : i32
            %262 = arith.addi %168, %261 : i32
            %263 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%262 : i32) -> i32
            %264 = arith.cmpi ne, %263, %c0_i32 : i32
            %coord_192 = cute.make_coord() : () -> !cute.coord<"12">
            %265 = cute.memref.load(%frg_C, %coord_192) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %266 = arith.mulf %265, %134 : f32
            %267 = arith.select %264, %266, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_192, %267) : (!memref_rmem_f32, !cute.coord<"12">, f32) -> ()
            %268 = nvvm.fmax %247, %267
            %269 = arith.addi %178, %c25_i32 : i32
            %270 = arith.muli %269, %c4_i32 : i32
            %271 = arith.addi %168, %270 : i32
            %272 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%271 : i32) -> i32
            %273 = arith.cmpi ne, %272, %c0_i32 : i32
            %coord_193 = cute.make_coord() : () -> !cute.coord<"13">
            %274 = cute.memref.load(%frg_C, %coord_193) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %275 = arith.mulf %274, %134 : f32
            %276 = arith.select %273, %275, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_193, %276) : (!memref_rmem_f32, !cute.coord<"13">, f32) -> ()
            %277 = nvvm.fmax %268, %276
            %278 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%262 : i32) -> i32
            %279 = arith.cmpi ne, %278, %c0_i32 : i32
            %coord_194 = cute.make_coord() : () -> !cute.coord<"14">
            %280 = cute.memref.load(%frg_C, %coord_194) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %281 = arith.mulf %280, %134 : f32
            %282 = arith.select %279, %281, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_194, %282) : (!memref_rmem_f32, !cute.coord<"14">, f32) -> ()
            %283 = nvvm.fmax %259, %282
            %284 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%271 : i32) -> i32
            %285 = arith.cmpi ne, %284, %c0_i32 : i32
            %coord_195 = cute.make_coord() : () -> !cute.coord<"15">
            %286 = cute.memref.load(%frg_C, %coord_195) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %287 = arith.mulf %286, %134 : f32
            %288 = arith.select %285, %287, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_195, %288) : (!memref_rmem_f32, !cute.coord<"15">, f32) -> ()
            %289 = nvvm.fmax %283, %288
            %290 = nvvm.shfl.sync bfly %c-1_i32, %277, %c1_i32, %c31_i32 : f32 -> f32
            %291 = nvvm.fmax %277, %290
            %292 = nvvm.shfl.sync bfly %c-1_i32, %289, %c1_i32, %c31_i32 : f32 -> f32
            %293 = nvvm.fmax %289, %292
            %294 = nvvm.shfl.sync bfly %c-1_i32, %291, %c2_i32, %c31_i32 : f32 -> f32
            %295 = nvvm.fmax %291, %294
            %296 = nvvm.shfl.sync bfly %c-1_i32, %293, %c2_i32, %c31_i32 : f32 -> f32
            %297 = nvvm.fmax %293, %296
            %298 = arith.cmpi eq, %169, %c0_i32 : i32
            scf.if %298 {
              %711 = arith.muli %101, %c4_i32 : i32
              %712 = arith.addi %94, %711 : i32
              %713 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %295 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%712, %713 : i32, f32)
              %714 = arith.muli %102, %c4_i32 : i32
              %715 = arith.addi %94, %714 : i32
              %716 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %297 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%715, %716 : i32, f32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %299 = arith.addi %101, %c64_i32 : i32
            %300 = arith.muli %299, %c4_i32 : i32
            %301 = arith.addi %94, %300 : i32
            %302 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%301 : i32) -> f32
            %303 = nvvm.fmax %295, %302
            %304 = arith.addi %101, %c72_i32 : i32
            %305 = arith.muli %304, %c4_i32 : i32
            %306 = arith.addi %94, %305 : i32
            %307 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%306 : i32) -> f32
            %308 = nvvm.fmax %297, %307
            %309 = nvvm.fmax %arg38, %303
            %310 = nvvm.fmax %arg39, %308
            %311 = arith.cmpf oeq, %309, %cst_1 : f32
            %312 = arith.select %311, %cst_2, %309 : f32
            %313 = arith.cmpf oeq, %310, %cst_1 : f32
            %314 = arith.select %313, %cst_2, %310 : f32
            %315 = arith.subf %arg38, %312 : f32
            %316 = math.exp2 %315 fastmath<fast> : f32
            %317 = arith.subf %arg39, %314 : f32
            %318 = math.exp2 %317 fastmath<fast> : f32
            %319 = arith.cmpf oeq, %303, %cst_1 : f32
            %320 = arith.select %319, %arg35, %133 : f32
            %321 = arith.cmpf oeq, %arg38, %cst_1 : f32
            %322 = arith.divf %arg35, %320 : f32
            %323 = arith.select %321, %cst_0, %322 : f32
            %324 = cute.memref.load(%frg_C, %coord_180) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %325 = arith.subf %324, %312 : f32
            %326 = math.exp2 %325 fastmath<fast> : f32
            %327 = cute.memref.load(%frg_C, %coord_181) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %328 = arith.subf %327, %312 : f32
            %329 = math.exp2 %328 fastmath<fast> : f32
            %330 = arith.addf %326, %cst_2 : f32
            %331 = arith.addf %330, %329 : f32
            %332 = arith.muli %101, %c128_i32 : i32
            %333 = arith.remsi %101, %c8_i32 : i32
            %334 = arith.muli %333, %c16_i32 : i32
            %335 = arith.addi %332, %334 : i32
            %336 = arith.addi %95, %335 : i32
            %337 = arith.muli %169, %c4_i32 : i32
            %338 = arith.addi %336, %337 : i32
            %339 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %326 : (f32) -> f32
            %340 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %329 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%338, %339, %340 : i32, f32, f32)
            %341 = cute.memref.load(%frg_C, %coord_182) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %342 = arith.subf %341, %314 : f32
            %343 = math.exp2 %342 fastmath<fast> : f32
            %344 = cute.memref.load(%frg_C, %coord_183) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %345 = arith.subf %344, %314 : f32
            %346 = math.exp2 %345 fastmath<fast> : f32
            %347 = arith.addf %343, %cst_2 : f32
            %348 = arith.addf %347, %346 : f32
            %349 = arith.muli %102, %c128_i32 : i32
            %350 = arith.remsi %102, %c8_i32 : i32
            %351 = arith.muli %350, %c16_i32 : i32
            %352 = arith.addi %349, %351 : i32
            %353 = arith.addi %95, %352 : i32
            %354 = arith.addi %353, %337 : i32
            %355 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %343 : (f32) -> f32
            %356 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %346 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%354, %355, %356 : i32, f32, f32)
            %357 = cute.memref.load(%frg_C, %coord_184) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %358 = arith.subf %357, %312 : f32
            %359 = math.exp2 %358 fastmath<fast> : f32
            %360 = cute.memref.load(%frg_C, %coord_185) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %361 = arith.subf %360, %312 : f32
            %362 = math.exp2 %361 fastmath<fast> : f32
            %363 = arith.addf %331, %359 : f32
            %364 = arith.addf %363, %362 : f32
            %365 = arith.xori %333, %c1_i32 : i32
            %366 = arith.muli %365, %c16_i32 : i32
            %367 = arith.addi %332, %366 : i32
            %368 = arith.addi %95, %367 : i32
            %369 = arith.addi %368, %337 : i32
            %370 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %359 : (f32) -> f32
            %371 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %362 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%369, %370, %371 : i32, f32, f32)
            %372 = cute.memref.load(%frg_C, %coord_186) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %373 = arith.subf %372, %314 : f32
            %374 = math.exp2 %373 fastmath<fast> : f32
            %375 = cute.memref.load(%frg_C, %coord_187) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %376 = arith.subf %375, %314 : f32
            %377 = math.exp2 %376 fastmath<fast> : f32
            %378 = arith.addf %348, %374 : f32
            %379 = arith.addf %378, %377 : f32
            %380 = arith.xori %350, %c1_i32 : i32
            %381 = arith.muli %380, %c16_i32 : i32
            %382 = arith.addi %349, %381 : i32
            %383 = arith.addi %95, %382 : i32
            %384 = arith.addi %383, %337 : i32
            %385 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %374 : (f32) -> f32
            %386 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %377 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%384, %385, %386 : i32, f32, f32)
            %387 = cute.memref.load(%frg_C, %coord_188) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %388 = arith.subf %387, %312 : f32
            %389 = math.exp2 %388 fastmath<fast> : f32
            %390 = cute.memref.load(%frg_C, %coord_189) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %391 = arith.subf %390, %312 : f32
            %392 = math.exp2 %391 fastmath<fast> : f32
            %393 = arith.addf %364, %389 : f32
            %394 = arith.addf %393, %392 : f32
            %395 = arith.xori %333, %c2_i32 : i32
            %396 = arith.muli %395, %c16_i32 : i32
            %397 = arith.addi %332, %396 : i32
            %398 = arith.addi %95, %397 : i32
            %399 = arith.addi %398, %337 : i32
            %400 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %389 : (f32) -> f32
            %401 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %392 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%399, %400, %401 : i32, f32, f32)
            %402 = cute.memref.load(%frg_C, %coord_190) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %403 = arith.subf %402, %314 : f32
            %404 = math.exp2 %403 fastmath<fast> : f32
            %405 = cute.memref.load(%frg_C, %coord_191) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %406 = arith.subf %405, %314 : f32
            %407 = math.exp2 %406 fastmath<fast> : f32
            %408 = arith.addf %379, %404 : f32
            %409 = arith.addf %408, %407 : f32
            %410 = arith.xori %350, %c2_i32 : i32
            %411 = arith.muli %410, %c16_i32 : i32
            %412 = arith.addi %349, %411 : i32
            %413 = arith.addi %95, %412 : i32
            %414 = arith.addi %413, %337 : i32
            %415 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %404 : (f32) -> f32
            %416 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %407 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%414, %415, %416 : i32, f32, f32)
            %417 = cute.memref.load(%frg_C, %coord_192) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %418 = arith.subf %417, %312 : f32
            %419 = math.exp2 %418 fastmath<fast> : f32
            %420 = cute.memref.load(%frg_C, %coord_193) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %421 = arith.subf %420, %312 : f32
            %422 = math.exp2 %421 fastmath<fast> : f32
            %423 = arith.addf %394, %419 : f32
            %424 = arith.addf %423, %422 : f32
            %425 = arith.xori %333, %c3_i32 : i32
            %426 = arith.muli %425, %c16_i32 : i32
            %427 = arith.addi %332, %426 : i32
            %428 = arith.addi %95, %427 : i32
            %429 = arith.addi %428, %337 : i32
            %430 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %419 : (f32) -> f32
            %431 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %422 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%429, %430, %431 : i32, f32, f32)
            %432 = cute.memref.load(%frg_C, %coord_194) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %433 = arith.subf %432, %314 : f32
            %434 = math.exp2 %433 fastmath<fast> : f32
            %435 = cute.memref.load(%frg_C, %coord_195) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %436 = arith.subf %435, %314 : f32
            %437 = math.exp2 %436 fastmath<fast> : f32
            %438 = arith.addf %409, %434 : f32
            %439 = arith.addf %438, %437 : f32
            %440 = arith.xori %350, %c3_i32 : i32
            %441 = arith.muli %440, %c16_i32 : i32
            %442 = arith.addi %349, %441 : i32
            %443 = arith.addi %95, %442 : i32
            %444 = arith.addi %443, %337 : i32
            %445 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %434 : (f32) -> f32
            %446 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %437 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%444, %445, %446 : i32, f32, f32)
            %447 = arith.mulf %arg36, %316 : f32
            %448 = arith.addf %447, %424 : f32
            %449 = arith.mulf %arg37, %318 : f32
            %450 = arith.addf %449, %439 : f32
            %451 = cute.memref.load(%frg_C_51, %coord_180) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %452 = arith.mulf %316, %323 : f32
            %453 = arith.mulf %451, %452 : f32
            cute.memref.store(%frg_C_51, %coord_180, %453) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %454 = cute.memref.load(%frg_C_51, %coord_181) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %455 = arith.mulf %454, %452 : f32
            cute.memref.store(%frg_C_51, %coord_181, %455) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %456 = cute.memref.load(%frg_C_51, %coord_182) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %457 = arith.mulf %318, %323 : f32
            %458 = arith.mulf %456, %457 : f32
            cute.memref.store(%frg_C_51, %coord_182, %458) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %459 = cute.memref.load(%frg_C_51, %coord_183) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %460 = arith.mulf %459, %457 : f32
            cute.memref.store(%frg_C_51, %coord_183, %460) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %461 = cute.memref.load(%frg_C_51, %coord_184) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %462 = arith.mulf %461, %452 : f32
            cute.memref.store(%frg_C_51, %coord_184, %462) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %463 = cute.memref.load(%frg_C_51, %coord_185) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %464 = arith.mulf %463, %452 : f32
            cute.memref.store(%frg_C_51, %coord_185, %464) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %465 = cute.memref.load(%frg_C_51, %coord_186) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %466 = arith.mulf %465, %457 : f32
            cute.memref.store(%frg_C_51, %coord_186, %466) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %467 = cute.memref.load(%frg_C_51, %coord_187) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %468 = arith.mulf %467, %457 : f32
            cute.memref.store(%frg_C_51, %coord_187, %468) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %469 = cute.memref.load(%frg_C_51, %coord_188) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %470 = arith.mulf %469, %452 : f32
            cute.memref.store(%frg_C_51, %coord_188, %470) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %471 = cute.memref.load(%frg_C_51, %coord_189) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %472 = arith.mulf %471, %452 : f32
            cute.memref.store(%frg_C_51, %coord_189, %472) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %473 = cute.memref.load(%frg_C_51, %coord_190) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %474 = arith.mulf %473, %457 : f32
            cute.memref.store(%frg_C_51, %coord_190, %474) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %475 = cute.memref.load(%frg_C_51, %coord_191) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %476 = arith.mulf %475, %457 : f32
            cute.memref.store(%frg_C_51, %coord_191, %476) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %477 = cute.memref.load(%frg_C_51, %coord_192) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %478 = arith.mulf %477, %452 : f32
            cute.memref.store(%frg_C_51, %coord_192, %478) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %479 = cute.memref.load(%frg_C_51, %coord_193) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %480 = arith.mulf %479, %452 : f32
            cute.memref.store(%frg_C_51, %coord_193, %480) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %481 = cute.memref.load(%frg_C_51, %coord_194) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %482 = arith.mulf %481, %457 : f32
            cute.memref.store(%frg_C_51, %coord_194, %482) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %483 = cute.memref.load(%frg_C_51, %coord_195) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %484 = arith.mulf %483, %457 : f32
            cute.memref.store(%frg_C_51, %coord_195, %484) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %coord_196 = cute.make_coord() : () -> !cute.coord<"16">
            %485 = cute.memref.load(%frg_C_51, %coord_196) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %486 = arith.mulf %485, %452 : f32
            cute.memref.store(%frg_C_51, %coord_196, %486) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %coord_197 = cute.make_coord() : () -> !cute.coord<"17">
            %487 = cute.memref.load(%frg_C_51, %coord_197) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %488 = arith.mulf %487, %452 : f32
            cute.memref.store(%frg_C_51, %coord_197, %488) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %coord_198 = cute.make_coord() : () -> !cute.coord<"18">
            %489 = cute.memref.load(%frg_C_51, %coord_198) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %490 = arith.mulf %489, %457 : f32
            cute.memref.store(%frg_C_51, %coord_198, %490) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %coord_199 = cute.make_coord() : () -> !cute.coord<"19">
            %491 = cute.memref.load(%frg_C_51, %coord_199) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %492 = arith.mulf %491, %457 : f32
            cute.memref.store(%frg_C_51, %coord_199, %492) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %coord_200 = cute.make_coord() : () -> !cute.coord<"20">
            %493 = cute.memref.load(%frg_C_51, %coord_200) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %494 = arith.mulf %493, %452 : f32
            cute.memref.store(%frg_C_51, %coord_200, %494) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %coord_201 = cute.make_coord() : () -> !cute.coord<"21">
            %495 = cute.memref.load(%frg_C_51, %coord_201) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %496 = arith.mulf %495, %452 : f32
            cute.memref.store(%frg_C_51, %coord_201, %496) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %coord_202 = cute.make_coord() : () -> !cute.coord<"22">
            %497 = cute.memref.load(%frg_C_51, %coord_202) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %498 = arith.mulf %497, %457 : f32
            cute.memref.store(%frg_C_51, %coord_202, %498) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %coord_203 = cute.make_coord() : () -> !cute.coord<"23">
            %499 = cute.memref.load(%frg_C_51, %coord_203) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %500 = arith.mulf %499, %457 : f32
            cute.memref.store(%frg_C_51, %coord_203, %500) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %coord_204 = cute.make_coord() : () -> !cute.coord<"24">
            %501 = cute.memref.load(%frg_C_51, %coord_204) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %502 = arith.mulf %501, %452 : f32
            cute.memref.store(%frg_C_51, %coord_204, %502) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %coord_205 = cute.make_coord() : () -> !cute.coord<"25">
            %503 = cute.memref.load(%frg_C_51, %coord_205) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %504 = arith.mulf %503, %452 : f32
            cute.memref.store(%frg_C_51, %coord_205, %504) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %coord_206 = cute.make_coord() : () -> !cute.coord<"26">
            %505 = cute.memref.load(%frg_C_51, %coord_206) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %506 = arith.mulf %505, %457 : f32
            cute.memref.store(%frg_C_51, %coord_206, %506) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %coord_207 = cute.make_coord() : () -> !cute.coord<"27">
            %507 = cute.memref.load(%frg_C_51, %coord_207) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %508 = arith.mulf %507, %457 : f32
            cute.memref.store(%frg_C_51, %coord_207, %508) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %coord_208 = cute.make_coord() : () -> !cute.coord<"28">
            %509 = cute.memref.load(%frg_C_51, %coord_208) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %510 = arith.mulf %509, %452 : f32
            cute.memref.store(%frg_C_51, %coord_208, %510) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %coord_209 = cute.make_coord() : () -> !cute.coord<"29">
            %511 = cute.memref.load(%frg_C_51, %coord_209) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %512 = arith.mulf %511, %452 : f32
            cute.memref.store(%frg_C_51, %coord_209, %512) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %coord_210 = cute.make_coord() : () -> !cute.coord<"30">
            %513 = cute.memref.load(%frg_C_51, %coord_210) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %514 = arith.mulf %513, %457 : f32
            cute.memref.store(%frg_C_51, %coord_210, %514) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %coord_211 = cute.make_coord() : () -> !cute.coord<"31">
            %515 = cute.memref.load(%frg_C_51, %coord_211) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %516 = arith.mulf %515, %457 : f32
            cute.memref.store(%frg_C_51, %coord_211, %516) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_212 = cute.make_coord() : () -> !cute.coord<"32">
            %517 = cute.memref.load(%frg_C_51, %coord_212) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %518 = arith.mulf %517, %452 : f32
            cute.memref.store(%frg_C_51, %coord_212, %518) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_213 = cute.make_coord() : () -> !cute.coord<"33">
            %519 = cute.memref.load(%frg_C_51, %coord_213) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %520 = arith.mulf %519, %452 : f32
            cute.memref.store(%frg_C_51, %coord_213, %520) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_214 = cute.make_coord() : () -> !cute.coord<"34">
            %521 = cute.memref.load(%frg_C_51, %coord_214) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %522 = arith.mulf %521, %457 : f32
            cute.memref.store(%frg_C_51, %coord_214, %522) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_215 = cute.make_coord() : () -> !cute.coord<"35">
            %523 = cute.memref.load(%frg_C_51, %coord_215) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %524 = arith.mulf %523, %457 : f32
            cute.memref.store(%frg_C_51, %coord_215, %524) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_216 = cute.make_coord() : () -> !cute.coord<"36">
            %525 = cute.memref.load(%frg_C_51, %coord_216) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %526 = arith.mulf %525, %452 : f32
            cute.memref.store(%frg_C_51, %coord_216, %526) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_217 = cute.make_coord() : () -> !cute.coord<"37">
            %527 = cute.memref.load(%frg_C_51, %coord_217) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %528 = arith.mulf %527, %452 : f32
            cute.memref.store(%frg_C_51, %coord_217, %528) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_218 = cute.make_coord() : () -> !cute.coord<"38">
            %529 = cute.memref.load(%frg_C_51, %coord_218) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %530 = arith.mulf %529, %457 : f32
            cute.memref.store(%frg_C_51, %coord_218, %530) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_219 = cute.make_coord() : () -> !cute.coord<"39">
            %531 = cute.memref.load(%frg_C_51, %coord_219) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %532 = arith.mulf %531, %457 : f32
            cute.memref.store(%frg_C_51, %coord_219, %532) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_220 = cute.make_coord() : () -> !cute.coord<"40">
            %533 = cute.memref.load(%frg_C_51, %coord_220) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %534 = arith.mulf %533, %452 : f32
            cute.memref.store(%frg_C_51, %coord_220, %534) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_221 = cute.make_coord() : () -> !cute.coord<"41">
            %535 = cute.memref.load(%frg_C_51, %coord_221) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %536 = arith.mulf %535, %452 : f32
            cute.memref.store(%frg_C_51, %coord_221, %536) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_222 = cute.make_coord() : () -> !cute.coord<"42">
            %537 = cute.memref.load(%frg_C_51, %coord_222) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %538 = arith.mulf %537, %457 : f32
            cute.memref.store(%frg_C_51, %coord_222, %538) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_223 = cute.make_coord() : () -> !cute.coord<"43">
            %539 = cute.memref.load(%frg_C_51, %coord_223) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %540 = arith.mulf %539, %457 : f32
            cute.memref.store(%frg_C_51, %coord_223, %540) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_224 = cute.make_coord() : () -> !cute.coord<"44">
            %541 = cute.memref.load(%frg_C_51, %coord_224) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %542 = arith.mulf %541, %452 : f32
            cute.memref.store(%frg_C_51, %coord_224, %542) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_225 = cute.make_coord() : () -> !cute.coord<"45">
            %543 = cute.memref.load(%frg_C_51, %coord_225) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %544 = arith.mulf %543, %452 : f32
            cute.memref.store(%frg_C_51, %coord_225, %544) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_226 = cute.make_coord() : () -> !cute.coord<"46">
            %545 = cute.memref.load(%frg_C_51, %coord_226) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %546 = arith.mulf %545, %457 : f32
            cute.memref.store(%frg_C_51, %coord_226, %546) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_227 = cute.make_coord() : () -> !cute.coord<"47">
            %547 = cute.memref.load(%frg_C_51, %coord_227) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %548 = arith.mulf %547, %457 : f32
            cute.memref.store(%frg_C_51, %coord_227, %548) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_228 = cute.make_coord() : () -> !cute.coord<"48">
            %549 = cute.memref.load(%frg_C_51, %coord_228) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %550 = arith.mulf %549, %452 : f32
            cute.memref.store(%frg_C_51, %coord_228, %550) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_229 = cute.make_coord() : () -> !cute.coord<"49">
            %551 = cute.memref.load(%frg_C_51, %coord_229) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %552 = arith.mulf %551, %452 : f32
            cute.memref.store(%frg_C_51, %coord_229, %552) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_230 = cute.make_coord() : () -> !cute.coord<"50">
            %553 = cute.memref.load(%frg_C_51, %coord_230) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %554 = arith.mulf %553, %457 : f32
            cute.memref.store(%frg_C_51, %coord_230, %554) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_231 = cute.make_coord() : () -> !cute.coord<"51">
            %555 = cute.memref.load(%frg_C_51, %coord_231) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %556 = arith.mulf %555, %457 : f32
            cute.memref.store(%frg_C_51, %coord_231, %556) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_232 = cute.make_coord() : () -> !cute.coord<"52">
            %557 = cute.memref.load(%frg_C_51, %coord_232) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %558 = arith.mulf %557, %452 : f32
            cute.memref.store(%frg_C_51, %coord_232, %558) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_233 = cute.make_coord() : () -> !cute.coord<"53">
            %559 = cute.memref.load(%frg_C_51, %coord_233) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %560 = arith.mulf %559, %452 : f32
            cute.memref.store(%frg_C_51, %coord_233, %560) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_234 = cute.make_coord() : () -> !cute.coord<"54">
            %561 = cute.memref.load(%frg_C_51, %coord_234) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %562 = arith.mulf %561, %457 : f32
            cute.memref.store(%frg_C_51, %coord_234, %562) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_235 = cute.make_coord() : () -> !cute.coord<"55">
            %563 = cute.memref.load(%frg_C_51, %coord_235) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %564 = arith.mulf %563, %457 : f32
            cute.memref.store(%frg_C_51, %coord_235, %564) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_236 = cute.make_coord() : () -> !cute.coord<"56">
            %565 = cute.memref.load(%frg_C_51, %coord_236) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %566 = arith.mulf %565, %452 : f32
            cute.memref.store(%frg_C_51, %coord_236, %566) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_237 = cute.make_coord() : () -> !cute.coord<"57">
            %567 = cute.memref.load(%frg_C_51, %coord_237) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %568 = arith.mulf %567, %452 : f32
            cute.memref.store(%frg_C_51, %coord_237, %568) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_238 = cute.make_coord() : () -> !cute.coord<"58">
            %569 = cute.memref.load(%frg_C_51, %coord_238) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %570 = arith.mulf %569, %457 : f32
            cute.memref.store(%frg_C_51, %coord_238, %570) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_239 = cute.make_coord() : () -> !cute.coord<"59">
            %571 = cute.memref.load(%frg_C_51, %coord_239) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %572 = arith.mulf %571, %457 : f32
            cute.memref.store(%frg_C_51, %coord_239, %572) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_240 = cute.make_coord() : () -> !cute.coord<"60">
            %573 = cute.memref.load(%frg_C_51, %coord_240) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %574 = arith.mulf %573, %452 : f32
            cute.memref.store(%frg_C_51, %coord_240, %574) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_241 = cute.make_coord() : () -> !cute.coord<"61">
            %575 = cute.memref.load(%frg_C_51, %coord_241) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %576 = arith.mulf %575, %452 : f32
            cute.memref.store(%frg_C_51, %coord_241, %576) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_242 = cute.make_coord() : () -> !cute.coord<"62">
            %577 = cute.memref.load(%frg_C_51, %coord_242) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %578 = arith.mulf %577, %457 : f32
            cute.memref.store(%frg_C_51, %coord_242, %578) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_243 = cute.make_coord() : () -> !cute.coord<"63">
            %579 = cute.memref.load(%frg_C_51, %coord_243) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %580 = arith.mulf %579, %457 : f32
            cute.memref.store(%frg_C_51, %coord_243, %580) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_244 = cute.make_coord() : () -> !cute.coord<"64">
            %581 = cute.memref.load(%frg_C_51, %coord_244) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %582 = arith.mulf %581, %452 : f32
            cute.memref.store(%frg_C_51, %coord_244, %582) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_245 = cute.make_coord() : () -> !cute.coord<"65">
            %583 = cute.memref.load(%frg_C_51, %coord_245) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %584 = arith.mulf %583, %452 : f32
            cute.memref.store(%frg_C_51, %coord_245, %584) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_246 = cute.make_coord() : () -> !cute.coord<"66">
            %585 = cute.memref.load(%frg_C_51, %coord_246) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %586 = arith.mulf %585, %457 : f32
            cute.memref.store(%frg_C_51, %coord_246, %586) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_247 = cute.make_coord() : () -> !cute.coord<"67">
            %587 = cute.memref.load(%frg_C_51, %coord_247) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %588 = arith.mulf %587, %457 : f32
            cute.memref.store(%frg_C_51, %coord_247, %588) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_248 = cute.make_coord() : () -> !cute.coord<"68">
            %589 = cute.memref.load(%frg_C_51, %coord_248) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %590 = arith.mulf %589, %452 : f32
            cute.memref.store(%frg_C_51, %coord_248, %590) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_249 = cute.make_coord() : () -> !cute.coord<"69">
            %591 = cute.memref.load(%frg_C_51, %coord_249) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %592 = arith.mulf %591, %452 : f32
            cute.memref.store(%frg_C_51, %coord_249, %592) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_250 = cute.make_coord() : () -> !cute.coord<"70">
            %593 = cute.memref.load(%frg_C_51, %coord_250) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %594 = arith.mulf %593, %457 : f32
            cute.memref.store(%frg_C_51, %coord_250, %594) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_251 = cute.make_coord() : () -> !cute.coord<"71">
            %595 = cute.memref.load(%frg_C_51, %coord_251) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %596 = arith.mulf %595, %457 : f32
            cute.memref.store(%frg_C_51, %coord_251, %596) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_252 = cute.make_coord() : () -> !cute.coord<"72">
            %597 = cute.memref.load(%frg_C_51, %coord_252) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %598 = arith.mulf %597, %452 : f32
            cute.memref.store(%frg_C_51, %coord_252, %598) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_253 = cute.make_coord() : () -> !cute.coord<"73">
            %599 = cute.memref.load(%frg_C_51, %coord_253) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %600 = arith.mulf %599, %452 : f32
            cute.memref.store(%frg_C_51, %coord_253, %600) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_254 = cute.make_coord() : () -> !cute.coord<"74">
            %601 = cute.memref.load(%frg_C_51, %coord_254) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %602 = arith.mulf %601, %457 : f32
            cute.memref.store(%frg_C_51, %coord_254, %602) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_255 = cute.make_coord() : () -> !cute.coord<"75">
            %603 = cute.memref.load(%frg_C_51, %coord_255) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %604 = arith.mulf %603, %457 : f32
            cute.memref.store(%frg_C_51, %coord_255, %604) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_256 = cute.make_coord() : () -> !cute.coord<"76">
            %605 = cute.memref.load(%frg_C_51, %coord_256) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %606 = arith.mulf %605, %452 : f32
            cute.memref.store(%frg_C_51, %coord_256, %606) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_257 = cute.make_coord() : () -> !cute.coord<"77">
            %607 = cute.memref.load(%frg_C_51, %coord_257) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %608 = arith.mulf %607, %452 : f32
            cute.memref.store(%frg_C_51, %coord_257, %608) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_258 = cute.make_coord() : () -> !cute.coord<"78">
            %609 = cute.memref.load(%frg_C_51, %coord_258) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %610 = arith.mulf %609, %457 : f32
            cute.memref.store(%frg_C_51, %coord_258, %610) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_259 = cute.make_coord() : () -> !cute.coord<"79">
            %611 = cute.memref.load(%frg_C_51, %coord_259) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %612 = arith.mulf %611, %457 : f32
            cute.memref.store(%frg_C_51, %coord_259, %612) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_260 = cute.make_coord() : () -> !cute.coord<"80">
            %613 = cute.memref.load(%frg_C_51, %coord_260) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %614 = arith.mulf %613, %452 : f32
            cute.memref.store(%frg_C_51, %coord_260, %614) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_261 = cute.make_coord() : () -> !cute.coord<"81">
            %615 = cute.memref.load(%frg_C_51, %coord_261) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %616 = arith.mulf %615, %452 : f32
            cute.memref.store(%frg_C_51, %coord_261, %616) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_262 = cute.make_coord() : () -> !cute.coord<"82">
            %617 = cute.memref.load(%frg_C_51, %coord_262) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %618 = arith.mulf %617, %457 : f32
            cute.memref.store(%frg_C_51, %coord_262, %618) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_263 = cute.make_coord() : () -> !cute.coord<"83">
            %619 = cute.memref.load(%frg_C_51, %coord_263) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %620 = arith.mulf %619, %457 : f32
            cute.memref.store(%frg_C_51, %coord_263, %620) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_264 = cute.make_coord() : () -> !cute.coord<"84">
            %621 = cute.memref.load(%frg_C_51, %coord_264) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %622 = arith.mulf %621, %452 : f32
            cute.memref.store(%frg_C_51, %coord_264, %622) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_265 = cute.make_coord() : () -> !cute.coord<"85">
            %623 = cute.memref.load(%frg_C_51, %coord_265) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %624 = arith.mulf %623, %452 : f32
            cute.memref.store(%frg_C_51, %coord_265, %624) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_266 = cute.make_coord() : () -> !cute.coord<"86">
            %625 = cute.memref.load(%frg_C_51, %coord_266) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %626 = arith.mulf %625, %457 : f32
            cute.memref.store(%frg_C_51, %coord_266, %626) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_267 = cute.make_coord() : () -> !cute.coord<"87">
            %627 = cute.memref.load(%frg_C_51, %coord_267) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %628 = arith.mulf %627, %457 : f32
            cute.memref.store(%frg_C_51, %coord_267, %628) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_268 = cute.make_coord() : () -> !cute.coord<"88">
            %629 = cute.memref.load(%frg_C_51, %coord_268) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %630 = arith.mulf %629, %452 : f32
            cute.memref.store(%frg_C_51, %coord_268, %630) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_269 = cute.make_coord() : () -> !cute.coord<"89">
            %631 = cute.memref.load(%frg_C_51, %coord_269) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %632 = arith.mulf %631, %452 : f32
            cute.memref.store(%frg_C_51, %coord_269, %632) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_270 = cute.make_coord() : () -> !cute.coord<"90">
            %633 = cute.memref.load(%frg_C_51, %coord_270) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %634 = arith.mulf %633, %457 : f32
            cute.memref.store(%frg_C_51, %coord_270, %634) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_271 = cute.make_coord() : () -> !cute.coord<"91">
            %635 = cute.memref.load(%frg_C_51, %coord_271) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %636 = arith.mulf %635, %457 : f32
            cute.memref.store(%frg_C_51, %coord_271, %636) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_272 = cute.make_coord() : () -> !cute.coord<"92">
            %637 = cute.memref.load(%frg_C_51, %coord_272) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %638 = arith.mulf %637, %452 : f32
            cute.memref.store(%frg_C_51, %coord_272, %638) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_273 = cute.make_coord() : () -> !cute.coord<"93">
            %639 = cute.memref.load(%frg_C_51, %coord_273) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %640 = arith.mulf %639, %452 : f32
            cute.memref.store(%frg_C_51, %coord_273, %640) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_274 = cute.make_coord() : () -> !cute.coord<"94">
            %641 = cute.memref.load(%frg_C_51, %coord_274) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %642 = arith.mulf %641, %457 : f32
            cute.memref.store(%frg_C_51, %coord_274, %642) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_275 = cute.make_coord() : () -> !cute.coord<"95">
            %643 = cute.memref.load(%frg_C_51, %coord_275) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %644 = arith.mulf %643, %457 : f32
            cute.memref.store(%frg_C_51, %coord_275, %644) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_276 = cute.make_coord() : () -> !cute.coord<"96">
            %645 = cute.memref.load(%frg_C_51, %coord_276) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %646 = arith.mulf %645, %452 : f32
            cute.memref.store(%frg_C_51, %coord_276, %646) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_277 = cute.make_coord() : () -> !cute.coord<"97">
            %647 = cute.memref.load(%frg_C_51, %coord_277) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %648 = arith.mulf %647, %452 : f32
            cute.memref.store(%frg_C_51, %coord_277, %648) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_278 = cute.make_coord() : () -> !cute.coord<"98">
            %649 = cute.memref.load(%frg_C_51, %coord_278) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %650 = arith.mulf %649, %457 : f32
            cute.memref.store(%frg_C_51, %coord_278, %650) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_279 = cute.make_coord() : () -> !cute.coord<"99">
            %651 = cute.memref.load(%frg_C_51, %coord_279) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %652 = arith.mulf %651, %457 : f32
            cute.memref.store(%frg_C_51, %coord_279, %652) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_280 = cute.make_coord() : () -> !cute.coord<"100">
            %653 = cute.memref.load(%frg_C_51, %coord_280) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %654 = arith.mulf %653, %452 : f32
            cute.memref.store(%frg_C_51, %coord_280, %654) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_281 = cute.make_coord() : () -> !cute.coord<"101">
            %655 = cute.memref.load(%frg_C_51, %coord_281) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %656 = arith.mulf %655, %452 : f32
            cute.memref.store(%frg_C_51, %coord_281, %656) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_282 = cute.make_coord() : () -> !cute.coord<"102">
            %657 = cute.memref.load(%frg_C_51, %coord_282) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %658 = arith.mulf %657, %457 : f32
            cute.memref.store(%frg_C_51, %coord_282, %658) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_283 = cute.make_coord() : () -> !cute.coord<"103">
            %659 = cute.memref.load(%frg_C_51, %coord_283) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %660 = arith.mulf %659, %457 : f32
            cute.memref.store(%frg_C_51, %coord_283, %660) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_284 = cute.make_coord() : () -> !cute.coord<"104">
            %661 = cute.memref.load(%frg_C_51, %coord_284) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %662 = arith.mulf %661, %452 : f32
            cute.memref.store(%frg_C_51, %coord_284, %662) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_285 = cute.make_coord() : () -> !cute.coord<"105">
            %663 = cute.memref.load(%frg_C_51, %coord_285) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %664 = arith.mulf %663, %452 : f32
            cute.memref.store(%frg_C_51, %coord_285, %664) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_286 = cute.make_coord() : () -> !cute.coord<"106">
            %665 = cute.memref.load(%frg_C_51, %coord_286) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %666 = arith.mulf %665, %457 : f32
            cute.memref.store(%frg_C_51, %coord_286, %666) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_287 = cute.make_coord() : () -> !cute.coord<"107">
            %667 = cute.memref.load(%frg_C_51, %coord_287) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %668 = arith.mulf %667, %457 : f32
            cute.memref.store(%frg_C_51, %coord_287, %668) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_288 = cute.make_coord() : () -> !cute.coord<"108">
            %669 = cute.memref.load(%frg_C_51, %coord_288) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %670 = arith.mulf %669, %452 : f32
            cute.memref.store(%frg_C_51, %coord_288, %670) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_289 = cute.make_coord() : () -> !cute.coord<"109">
            %671 = cute.memref.load(%frg_C_51, %coord_289) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %672 = arith.mulf %671, %452 : f32
            cute.memref.store(%frg_C_51, %coord_289, %672) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_290 = cute.make_coord() : () -> !cute.coord<"110">
            %673 = cute.memref.load(%frg_C_51, %coord_290) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %674 = arith.mulf %673, %457 : f32
            cute.memref.store(%frg_C_51, %coord_290, %674) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_291 = cute.make_coord() : () -> !cute.coord<"111">
            %675 = cute.memref.load(%frg_C_51, %coord_291) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %676 = arith.mulf %675, %457 : f32
            cute.memref.store(%frg_C_51, %coord_291, %676) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_292 = cute.make_coord() : () -> !cute.coord<"112">
            %677 = cute.memref.load(%frg_C_51, %coord_292) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %678 = arith.mulf %677, %452 : f32
            cute.memref.store(%frg_C_51, %coord_292, %678) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_293 = cute.make_coord() : () -> !cute.coord<"113">
            %679 = cute.memref.load(%frg_C_51, %coord_293) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %680 = arith.mulf %679, %452 : f32
            cute.memref.store(%frg_C_51, %coord_293, %680) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_294 = cute.make_coord() : () -> !cute.coord<"114">
            %681 = cute.memref.load(%frg_C_51, %coord_294) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %682 = arith.mulf %681, %457 : f32
            cute.memref.store(%frg_C_51, %coord_294, %682) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_295 = cute.make_coord() : () -> !cute.coord<"115">
            %683 = cute.memref.load(%frg_C_51, %coord_295) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %684 = arith.mulf %683, %457 : f32
            cute.memref.store(%frg_C_51, %coord_295, %684) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_296 = cute.make_coord() : () -> !cute.coord<"116">
            %685 = cute.memref.load(%frg_C_51, %coord_296) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %686 = arith.mulf %685, %452 : f32
            cute.memref.store(%frg_C_51, %coord_296, %686) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_297 = cute.make_coord() : () -> !cute.coord<"117">
            %687 = cute.memref.load(%frg_C_51, %coord_297) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %688 = arith.mulf %687, %452 : f32
            cute.memref.store(%frg_C_51, %coord_297, %688) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_298 = cute.make_coord() : () -> !cute.coord<"118">
            %689 = cute.memref.load(%frg_C_51, %coord_298) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %690 = arith.mulf %689, %457 : f32
            cute.memref.store(%frg_C_51, %coord_298, %690) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_299 = cute.make_coord() : () -> !cute.coord<"119">
            %691 = cute.memref.load(%frg_C_51, %coord_299) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %692 = arith.mulf %691, %457 : f32
            cute.memref.store(%frg_C_51, %coord_299, %692) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_300 = cute.make_coord() : () -> !cute.coord<"120">
            %693 = cute.memref.load(%frg_C_51, %coord_300) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %694 = arith.mulf %693, %452 : f32
            cute.memref.store(%frg_C_51, %coord_300, %694) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_301 = cute.make_coord() : () -> !cute.coord<"121">
            %695 = cute.memref.load(%frg_C_51, %coord_301) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %696 = arith.mulf %695, %452 : f32
            cute.memref.store(%frg_C_51, %coord_301, %696) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_302 = cute.make_coord() : () -> !cute.coord<"122">
            %697 = cute.memref.load(%frg_C_51, %coord_302) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %698 = arith.mulf %697, %457 : f32
            cute.memref.store(%frg_C_51, %coord_302, %698) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_303 = cute.make_coord() : () -> !cute.coord<"123">
            %699 = cute.memref.load(%frg_C_51, %coord_303) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %700 = arith.mulf %699, %457 : f32
            cute.memref.store(%frg_C_51, %coord_303, %700) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_304 = cute.make_coord() : () -> !cute.coord<"124">
            %701 = cute.memref.load(%frg_C_51, %coord_304) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %702 = arith.mulf %701, %452 : f32
            cute.memref.store(%frg_C_51, %coord_304, %702) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_305 = cute.make_coord() : () -> !cute.coord<"125">
            %703 = cute.memref.load(%frg_C_51, %coord_305) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %704 = arith.mulf %703, %452 : f32
            cute.memref.store(%frg_C_51, %coord_305, %704) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_306 = cute.make_coord() : () -> !cute.coord<"126">
            %705 = cute.memref.load(%frg_C_51, %coord_306) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %706 = arith.mulf %705, %457 : f32
            cute.memref.store(%frg_C_51, %coord_306, %706) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_307 = cute.make_coord() : () -> !cute.coord<"127">
            %707 = cute.memref.load(%frg_C_51, %coord_307) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %708 = arith.mulf %707, %457 : f32
            cute.memref.store(%frg_C_51, %coord_307, %708) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            nvvm.wgmma.fence.aligned
            %709 = cute_nvgpu.atom.set_value<accum_c>(%arg41, %true) : (!mma_f16_f16_f32_64x256x16, i1)
            %slice_308 = cute.slice(%frg_A_46, %coord_53) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.coord<"(_,_,0)">
            %slice_309 = cute.slice(%frg_B_48, %coord_54) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%709, %frg_C_51, %slice_308, %slice_309, %frg_C_51) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_310 = cute.slice(%frg_A_46, %coord_56) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.coord<"(_,_,1)">
            %slice_311 = cute.slice(%frg_B_48, %coord_58) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%709, %frg_C_51, %slice_310, %slice_311, %frg_C_51) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_312 = cute.slice(%frg_A_46, %coord_60) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.coord<"(_,_,2)">
            %slice_313 = cute.slice(%frg_B_48, %coord_62) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%709, %frg_C_51, %slice_312, %slice_313, %frg_C_51) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_314 = cute.slice(%frg_A_46, %coord_64) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.coord<"(_,_,3)">
            %slice_315 = cute.slice(%frg_B_48, %coord_66) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%709, %frg_C_51, %slice_314, %slice_315, %frg_C_51) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %710 = arith.addi %128, %c3_i32 : i32
            nvvm.barrier.arrive id = %710 number_of_threads = %c384_i32
            scf.yield %320, %448, %450, %309, %310, %166, %709 : f32, f32, f32, f32, f32, !mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x256x16
          } {loop_annotation = #loop_annotation}
          %iter_52 = cute.recast_iter(%ptr_10) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f32, smem, align<1024>>
          %104 = cute.ptrtoint(%iter_52) : !cute.ptr<f32, smem, align<1024>> to i32
          %105 = nvvm.shfl.sync bfly %c-1_i32, %103#1, %c1_i32, %c31_i32 : f32 -> f32
          %106 = arith.addf %103#1, %105 : f32
          %107 = nvvm.shfl.sync bfly %c-1_i32, %103#2, %c1_i32, %c31_i32 : f32 -> f32
          %108 = arith.addf %103#2, %107 : f32
          %109 = nvvm.shfl.sync bfly %c-1_i32, %106, %c2_i32, %c31_i32 : f32 -> f32
          %110 = arith.addf %106, %109 : f32
          %111 = nvvm.shfl.sync bfly %c-1_i32, %108, %c2_i32, %c31_i32 : f32 -> f32
          %112 = arith.addf %108, %111 : f32
          %113 = arith.remsi %92, %c4_i32 : i32
          %114 = arith.cmpi eq, %113, %c0_i32 : i32
          scf.if %114 {
            %127 = arith.muli %101, %c4_i32 : i32
            %128 = arith.addi %104, %127 : i32
            %129 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %110 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%128, %129 : i32, f32)
            %130 = arith.muli %102, %c4_i32 : i32
            %131 = arith.addi %104, %130 : i32
            %132 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %112 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%131, %132 : i32, f32)
          }
          nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
          %115 = arith.addi %101, %c64_i32 : i32
          %116 = arith.muli %115, %c4_i32 : i32
          %117 = arith.addi %104, %116 : i32
          %118 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%117 : i32) -> f32
          %119 = arith.addf %110, %118 : f32
          %120 = arith.addi %101, %c72_i32 : i32
          %121 = arith.muli %120, %c4_i32 : i32
          %122 = arith.addi %104, %121 : i32
          %123 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%122 : i32) -> f32
          %124 = arith.addf %112, %123 : f32
          %125 = arith.muli %113, %c2_i32 : i32
          %126 = arith.cmpi eq, %arg33, %c1_i32 : i32
          scf.if %126 {
            %127 = arith.cmpf ogt, %119, %cst_2 : f32
            %128 = arith.divf %103#0, %119 : f32
            %129 = arith.select %127, %128, %cst_2 : f32
            %130 = arith.cmpf ogt, %124, %cst_2 : f32
            %131 = arith.divf %103#0, %124 : f32
            %132 = arith.select %130, %131, %cst_2 : f32
            %133 = arith.extsi %2 : i32 to i64
            %134 = arith.extsi %arg6 : i32 to i64
            %135 = arith.muli %133, %134 : i64
            %136 = arith.addi %13, %101 : i32
            %137 = arith.extsi %136 : i32 to i64
            %138 = arith.extsi %arg7 : i32 to i64
            %139 = arith.muli %137, %138 : i64
            %140 = arith.addi %135, %139 : i64
            %141 = arith.muli %140, %c2_i64 : i64
            %142 = arith.addi %arg5, %141 : i64
            %143 = arith.addi %13, %102 : i32
            %144 = arith.extsi %143 : i32 to i64
            %145 = arith.muli %144, %138 : i64
            %146 = arith.addi %135, %145 : i64
            %147 = arith.muli %146, %c2_i64 : i64
            %148 = arith.addi %arg5, %147 : i64
            %149 = arith.cmpi slt, %101, %15 : i32
            scf.if %149 {
              %182 = arith.muli %113, %c4_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"0">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"1">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %150 = arith.cmpi slt, %102, %15 : i32
            scf.if %150 {
              %182 = arith.muli %113, %c4_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"2">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"3">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %151 = arith.addi %125, %c8_i32 : i32
            scf.if %149 {
              %182 = arith.muli %151, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"4">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"5">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %151, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"6">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"7">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %152 = arith.addi %125, %c16_i32 : i32
            scf.if %149 {
              %182 = arith.muli %152, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"8">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"9">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %152, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"10">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"11">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %153 = arith.addi %125, %c24_i32 : i32
            scf.if %149 {
              %182 = arith.muli %153, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"12">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"13">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %153, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"14">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"15">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %154 = arith.addi %125, %c32_i32 : i32
            scf.if %149 {
              %182 = arith.muli %154, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"16">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"17">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %154, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"18">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"19">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %155 = arith.addi %125, %c40_i32 : i32
            scf.if %149 {
              %182 = arith.muli %155, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"20">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"21">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %155, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"22">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"23">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %156 = arith.addi %125, %c48_i32 : i32
            scf.if %149 {
              %182 = arith.muli %156, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"24">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"25">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %156, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"26">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"27">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %157 = arith.addi %125, %c56_i32 : i32
            scf.if %149 {
              %182 = arith.muli %157, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"28">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"29">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %157, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"30">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"31">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %158 = arith.addi %125, %c64_i32 : i32
            scf.if %149 {
              %182 = arith.muli %158, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"32">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"33">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %158, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"34">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"35">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %159 = arith.addi %125, %c72_i32 : i32
            scf.if %149 {
              %182 = arith.muli %159, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"36">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"37">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %159, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"38">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"39">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %160 = arith.addi %125, %c80_i32 : i32
            scf.if %149 {
              %182 = arith.muli %160, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"40">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"41">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %160, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"42">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"43">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %161 = arith.addi %125, %c88_i32 : i32
            scf.if %149 {
              %182 = arith.muli %161, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"44">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"45">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %161, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"46">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"47">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %162 = arith.addi %125, %c96_i32 : i32
            scf.if %149 {
              %182 = arith.muli %162, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"48">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"49">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %162, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"50">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"51">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %163 = arith.addi %125, %c104_i32 : i32
            scf.if %149 {
              %182 = arith.muli %163, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"52">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"53">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %163, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"54">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"55">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %164 = arith.addi %125, %c112_i32 : i32
            scf.if %149 {
              %182 = arith.muli %164, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"56">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"57">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %164, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"58">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"59">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %165 = arith.addi %125, %c120_i32 : i32
            scf.if %149 {
              %182 = arith.muli %165, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"60">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"61">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %165, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"62">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"63">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %166 = arith.addi %125, %c128_i32 : i32
            scf.if %149 {
              %182 = arith.muli %166, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"64">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"65">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %166, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"66">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"67">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %167 = arith.addi %125, %c136_i32 : i32
            scf.if %149 {
              %182 = arith.muli %167, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"68">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"69">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %167, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"70">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"71">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %168 = arith.addi %125, %c144_i32 : i32
            scf.if %149 {
              %182 = arith.muli %168, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"72">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"73">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %168, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"74">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"75">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %169 = arith.addi %125, %c152_i32 : i32
            scf.if %149 {
              %182 = arith.muli %169, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"76">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"77">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %169, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"78">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"79">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %170 = arith.addi %125, %c160_i32 : i32
            scf.if %149 {
              %182 = arith.muli %170, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"80">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"81">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %170, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"82">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"83">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %171 = arith.addi %125, %c168_i32 : i32
            scf.if %149 {
              %182 = arith.muli %171, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"84">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"85">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %171, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"86">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"87">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %172 = arith.addi %125, %c176_i32 : i32
            scf.if %149 {
              %182 = arith.muli %172, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"88">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"89">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %172, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"90">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"91">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %173 = arith.addi %125, %c184_i32 : i32
            scf.if %149 {
              %182 = arith.muli %173, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"92">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"93">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %173, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"94">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"95">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %174 = arith.addi %125, %c192_i32 : i32
            scf.if %149 {
              %182 = arith.muli %174, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"96">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"97">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %174, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"98">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"99">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %175 = arith.addi %125, %c200_i32 : i32
            scf.if %149 {
              %182 = arith.muli %175, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"100">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"101">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %175, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"102">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"103">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %176 = arith.addi %125, %c208_i32 : i32
            scf.if %149 {
              %182 = arith.muli %176, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"104">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"105">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %176, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"106">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"107">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %177 = arith.addi %125, %c216_i32 : i32
            scf.if %149 {
              %182 = arith.muli %177, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"108">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"109">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %177, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"110">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"111">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %178 = arith.addi %125, %c224_i32 : i32
            scf.if %149 {
              %182 = arith.muli %178, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"112">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"113">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %178, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"114">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"115">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %179 = arith.addi %125, %c232_i32 : i32
            scf.if %149 {
              %182 = arith.muli %179, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"116">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"117">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %179, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"118">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"119">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %180 = arith.addi %125, %c240_i32 : i32
            scf.if %149 {
              %182 = arith.muli %180, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"120">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"121">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %180, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"122">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"123">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            %181 = arith.addi %125, %c248_i32 : i32
            scf.if %149 {
              %182 = arith.muli %181, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %142, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"124">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %186 = arith.mulf %185, %129 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"125">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %188 = arith.mulf %187, %129 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
            scf.if %150 {
              %182 = arith.muli %181, %c2_i32 : i32
              %183 = arith.extsi %182 : i32 to i64
              %184 = arith.addi %148, %183 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"126">
              %185 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %186 = arith.mulf %185, %132 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"127">
              %187 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %188 = arith.mulf %187, %132 : f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %186 : (f32) -> f32
              %190 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %188 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%184, %189, %190 : i64, f32, f32)
            }
          } else {
            %127 = arith.extsi %2 : i32 to i64
            %128 = arith.extsi %5 : i32 to i64
            %129 = arith.muli %127, %128 : i64
            %130 = arith.extsi %3 : i32 to i64
            %131 = arith.addi %129, %130 : i64
            %132 = arith.extsi %arg33 : i32 to i64
            %133 = arith.muli %131, %132 : i64
            %134 = arith.cmpf ogt, %119, %cst_2 : f32
            %135 = arith.divf %103#0, %119 : f32
            %136 = arith.select %134, %135, %cst_2 : f32
            %137 = arith.cmpf ogt, %124, %cst_2 : f32
            %138 = arith.divf %103#0, %124 : f32
            %139 = arith.select %137, %138, %cst_2 : f32
            %140 = arith.extsi %4 : i32 to i64
            %141 = arith.addi %133, %140 : i64
            %142 = arith.extsi %15 : i32 to i64
            %143 = arith.muli %141, %142 : i64
            %144 = arith.extsi %101 : i32 to i64
            %145 = arith.addi %143, %144 : i64
            %146 = arith.muli %145, %c2048_i64 : i64
            %147 = arith.addi %arg29, %146 : i64
            %148 = arith.extsi %102 : i32 to i64
            %149 = arith.addi %143, %148 : i64
            %150 = arith.muli %149, %c2048_i64 : i64
            %151 = arith.addi %arg29, %150 : i64
            %152 = arith.cmpi slt, %101, %15 : i32
            scf.if %152 {
              %191 = arith.muli %113, %c8_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"0">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"1">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %153 = arith.cmpi slt, %102, %15 : i32
            scf.if %153 {
              %191 = arith.muli %113, %c8_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"2">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"3">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %154 = arith.addi %125, %c8_i32 : i32
            scf.if %152 {
              %191 = arith.muli %154, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"4">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"5">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %154, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"6">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"7">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %155 = arith.addi %125, %c16_i32 : i32
            scf.if %152 {
              %191 = arith.muli %155, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"8">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"9">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %155, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"10">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"11">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %156 = arith.addi %125, %c24_i32 : i32
            scf.if %152 {
              %191 = arith.muli %156, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"12">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"13">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %156, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"14">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"15">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %157 = arith.addi %125, %c32_i32 : i32
            scf.if %152 {
              %191 = arith.muli %157, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"16">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"17">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %157, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"18">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"19">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %158 = arith.addi %125, %c40_i32 : i32
            scf.if %152 {
              %191 = arith.muli %158, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"20">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"21">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %158, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"22">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"23">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %159 = arith.addi %125, %c48_i32 : i32
            scf.if %152 {
              %191 = arith.muli %159, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"24">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"25">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %159, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"26">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"27">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %160 = arith.addi %125, %c56_i32 : i32
            scf.if %152 {
              %191 = arith.muli %160, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"28">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"29">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %160, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"30">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"31">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %161 = arith.addi %125, %c64_i32 : i32
            scf.if %152 {
              %191 = arith.muli %161, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"32">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"33">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %161, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"34">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"35">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %162 = arith.addi %125, %c72_i32 : i32
            scf.if %152 {
              %191 = arith.muli %162, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"36">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"37">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %162, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"38">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"39">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %163 = arith.addi %125, %c80_i32 : i32
            scf.if %152 {
              %191 = arith.muli %163, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"40">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"41">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %163, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"42">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"43">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %164 = arith.addi %125, %c88_i32 : i32
            scf.if %152 {
              %191 = arith.muli %164, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"44">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"45">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %164, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"46">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"47">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %165 = arith.addi %125, %c96_i32 : i32
            scf.if %152 {
              %191 = arith.muli %165, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"48">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"49">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %165, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"50">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"51">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %166 = arith.addi %125, %c104_i32 : i32
            scf.if %152 {
              %191 = arith.muli %166, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"52">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"53">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %166, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"54">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"55">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %167 = arith.addi %125, %c112_i32 : i32
            scf.if %152 {
              %191 = arith.muli %167, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"56">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"57">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %167, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"58">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"59">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %168 = arith.addi %125, %c120_i32 : i32
            scf.if %152 {
              %191 = arith.muli %168, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"60">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"61">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %168, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"62">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"63">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %169 = arith.addi %125, %c128_i32 : i32
            scf.if %152 {
              %191 = arith.muli %169, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"64">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"65">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %169, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"66">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"67">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %170 = arith.addi %125, %c136_i32 : i32
            scf.if %152 {
              %191 = arith.muli %170, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"68">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"69">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %170, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"70">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"71">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %171 = arith.addi %125, %c144_i32 : i32
            scf.if %152 {
              %191 = arith.muli %171, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"72">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"73">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %171, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"74">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"75">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %172 = arith.addi %125, %c152_i32 : i32
            scf.if %152 {
              %191 = arith.muli %172, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"76">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"77">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %172, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"78">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"79">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %173 = arith.addi %125, %c160_i32 : i32
            scf.if %152 {
              %191 = arith.muli %173, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"80">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"81">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %173, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"82">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"83">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %174 = arith.addi %125, %c168_i32 : i32
            scf.if %152 {
              %191 = arith.muli %174, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"84">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"85">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %174, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"86">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"87">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %175 = arith.addi %125, %c176_i32 : i32
            scf.if %152 {
              %191 = arith.muli %175, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"88">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"89">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %175, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"90">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"91">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %176 = arith.addi %125, %c184_i32 : i32
            scf.if %152 {
              %191 = arith.muli %176, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"92">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"93">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %176, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"94">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"95">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %177 = arith.addi %125, %c192_i32 : i32
            scf.if %152 {
              %191 = arith.muli %177, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"96">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"97">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %177, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"98">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"99">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %178 = arith.addi %125, %c200_i32 : i32
            scf.if %152 {
              %191 = arith.muli %178, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"100">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"101">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %178, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"102">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"103">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %179 = arith.addi %125, %c208_i32 : i32
            scf.if %152 {
              %191 = arith.muli %179, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"104">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"105">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %179, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"106">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"107">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %180 = arith.addi %125, %c216_i32 : i32
            scf.if %152 {
              %191 = arith.muli %180, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"108">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"109">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %180, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"110">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"111">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %181 = arith.addi %125, %c224_i32 : i32
            scf.if %152 {
              %191 = arith.muli %181, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"112">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"113">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %181, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"114">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"115">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %182 = arith.addi %125, %c232_i32 : i32
            scf.if %152 {
              %191 = arith.muli %182, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"116">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"117">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %182, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"118">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"119">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %183 = arith.addi %125, %c240_i32 : i32
            scf.if %152 {
              %191 = arith.muli %183, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"120">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"121">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %183, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"122">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"123">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            %184 = arith.addi %125, %c248_i32 : i32
            scf.if %152 {
              %191 = arith.muli %184, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %147, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"124">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %195 = arith.mulf %194, %136 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"125">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %197 = arith.mulf %196, %136 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %153 {
              %191 = arith.muli %184, %c4_i32 : i32
              %192 = arith.extsi %191 : i32 to i64
              %193 = arith.addi %151, %192 : i64
              %coord_53 = cute.make_coord() : () -> !cute.coord<"126">
              %194 = cute.memref.load(%frg_C_51, %coord_53) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %195 = arith.mulf %194, %139 : f32
              %coord_54 = cute.make_coord() : () -> !cute.coord<"127">
              %196 = cute.memref.load(%frg_C_51, %coord_54) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %197 = arith.mulf %196, %139 : f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %195 : (f32) -> f32
              %199 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%193, %198, %199 : i64, f32, f32)
            }
            scf.if %114 {
              %191 = arith.muli %143, %c4_i64 : i64
              %192 = arith.addi %arg30, %191 : i64
              scf.if %152 {
                %193 = arith.muli %101, %c4_i32 : i32
                %194 = arith.extsi %193 : i32 to i64
                %195 = arith.addi %192, %194 : i64
                %196 = math.log2 %119 : f32
                %197 = arith.addf %103#3, %196 : f32
                %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%195, %198 : i64, f32)
              }
              scf.if %153 {
                %193 = arith.muli %102, %c4_i32 : i32
                %194 = arith.extsi %193 : i32 to i64
                %195 = arith.addi %192, %194 : i64
                %196 = math.log2 %124 : f32
                %197 = arith.addf %103#4, %196 : f32
                %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %197 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%195, %198 : i64, f32)
              }
            }
            nvvm.inline_ptx "fence.acq_rel.gpu;"
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %185 = arith.muli %131, %c4_i64 : i64
            %186 = arith.addi %arg28, %185 : i64
            %187 = arith.cmpi eq, %89, %c0_i32 : i32
            scf.if %187 {
              %191 = nvvm.inline_ptx "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};" ro(%186, %c1_i32 : i64, i32) -> i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%12, %191 : i32, i32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %188 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%12 : i32) -> i32
            %189 = arith.subi %arg33, %c1_i32 : i32
            %190 = arith.cmpi eq, %188, %189 : i32
            scf.if %190 {
              nvvm.inline_ptx "fence.acq_rel.gpu;"
              %191 = arith.muli %89, %c2_i32 : i32
              scf.for %arg34 = %c0_i32 to %15 step %c1_i32  : i32 {
                %192 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_1) -> (f32)  : i32 {
                  %214 = arith.extsi %arg35 : i32 to i64
                  %215 = arith.addi %133, %214 : i64
                  %216 = arith.muli %215, %142 : i64
                  %217 = arith.extsi %arg34 : i32 to i64
                  %218 = arith.addi %216, %217 : i64
                  %219 = arith.muli %218, %c4_i64 : i64
                  %220 = arith.addi %arg30, %219 : i64
                  %221 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%220 : i64) -> f32
                  %222 = nvvm.fmax %arg36, %221
                  scf.yield %222 : f32
                } {loop_annotation = #loop_annotation}
                %193 = arith.cmpf oeq, %192, %cst_1 : f32
                %194 = arith.select %193, %cst_2, %192 : f32
                %195:3 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_2, %arg37 = %cst_2, %arg38 = %cst_2) -> (f32, f32, f32)  : i32 {
                  %214 = arith.extsi %arg35 : i32 to i64
                  %215 = arith.addi %133, %214 : i64
                  %216 = arith.muli %215, %142 : i64
                  %217 = arith.extsi %arg34 : i32 to i64
                  %218 = arith.addi %216, %217 : i64
                  %219 = arith.muli %218, %c4_i64 : i64
                  %220 = arith.addi %arg30, %219 : i64
                  %221 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%220 : i64) -> f32
                  %222 = arith.subf %221, %194 : f32
                  %223 = math.exp2 %222 : f32
                  %224 = arith.addf %arg36, %223 : f32
                  %225 = arith.muli %218, %c512_i64 : i64
                  %226 = arith.extsi %191 : i32 to i64
                  %227 = arith.addi %225, %226 : i64
                  %228 = arith.muli %227, %c4_i64 : i64
                  %229 = arith.addi %arg29, %228 : i64
                  %230 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%229 : i64) -> f32
                  %231 = arith.mulf %223, %230 : f32
                  %232 = arith.addf %arg37, %231 : f32
                  %233 = arith.addi %229, %c4_i64 : i64
                  %234 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%233 : i64) -> f32
                  %235 = arith.mulf %223, %234 : f32
                  %236 = arith.addf %arg38, %235 : f32
                  scf.yield %224, %232, %236 : f32, f32, f32
                } {loop_annotation = #loop_annotation}
                %196 = arith.cmpf ogt, %195#0, %cst_2 : f32
                %197 = arith.divf %cst_0, %195#0 : f32
                %198 = arith.select %196, %197, %cst_2 : f32
                %199 = arith.extsi %arg6 : i32 to i64
                %200 = arith.muli %127, %199 : i64
                %201 = arith.addi %13, %arg34 : i32
                %202 = arith.extsi %201 : i32 to i64
                %203 = arith.extsi %arg7 : i32 to i64
                %204 = arith.muli %202, %203 : i64
                %205 = arith.addi %200, %204 : i64
                %206 = arith.extsi %191 : i32 to i64
                %207 = arith.addi %205, %206 : i64
                %208 = arith.muli %207, %c2_i64 : i64
                %209 = arith.addi %arg5, %208 : i64
                %210 = arith.mulf %195#1, %198 : f32
                %211 = arith.mulf %195#2, %198 : f32
                %212 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %210 : (f32) -> f32
                %213 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %211 : (f32) -> f32
                nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%209, %212, %213 : i64, f32, f32)
              } {loop_annotation = #loop_annotation}
              scf.if %187 {
                nvvm.inline_ptx "st.global.b32 [{$r0}], {$r1};" ro(%186, %c0_i32 : i64, i32)
              }
            }
          }
        } else {
          %89 = arith.subi %1, %c128_i32 : i32
          %90 = arith.mulf %arg32, %86 : f32
          %91 = arith.remsi %89, %c128_i32 : i32
          %92 = arith.remsi %91, %c32_i32 : i32
          %93 = arith.floordivsi %91, %c32_i32 : i32
          %iter_24 = cute.recast_iter(%ptr_8) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %94 = cute.ptrtoint(%iter_24) : !cute.ptr<f32, smem, align<512>> to i32
          %iter_25 = cute.recast_iter(%ptr_4) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
          %95 = cute.ptrtoint(%iter_25) : !cute.ptr<f16, smem, align<1024>> to i32
          %iter_26 = cute.recast_iter(%ptr_14) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
          %96 = cute.ptrtoint(%iter_26) : !cute.ptr<f32, smem, align<16>> to i32
          %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
          %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
          %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
          %int_tuple_27 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %lay_28 = cute.make_composed_layout(%0, %int_tuple_27, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
          %shape_29 = cute.make_shape() : () -> !cute.shape<"(64,512)">
          %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
          %tile_to_shape = cute.tile_to_shape(%lay_28, %shape_29, %int_tuple_30) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">
          %shape_31 = cute.make_shape() : () -> !cute.shape<"(64,64)">
          %tile_to_shape_32 = cute.tile_to_shape(%lay_28, %shape_31, %int_tuple_30) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,64)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
          %97 = cute.composed_get_outer(%tile_to_shape) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">) -> !cute.layout<"((8,8),(64,8)):((64,512),(1,4096))">
          %iter_33 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view = cute.make_view(%iter_33, %97) : !memref_smem_f16
          %98 = cute.composed_get_outer(%tile_to_shape_32) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">) -> !cute.layout<"((8,8),(64,1)):((64,512),(1,0))">
          %iter_34 = cute.recast_iter(%ptr_4) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_35 = cute.make_view(%iter_34, %98) : !memref_smem_f16_1
          %shape_36 = cute.make_shape() : () -> !cute.shape<"((8,4),(64,8),2)">
          %stride_37 = cute.make_stride() : () -> !cute.stride<"((64,512),(1,4096),32768)">
          %lay_38 = cute.make_layout(%shape_36, %stride_37) : !cute.layout<"((8,4),(64,8),2):((64,512),(1,4096),32768)">
          %int_tuple_39 = cute.make_int_tuple() : () -> !cute.int_tuple<"2048">
          %ptr_40 = cute.add_offset(%iter_20, %int_tuple_39) : (!cute.ptr<f16, smem, align<1024>>, !cute.int_tuple<"2048">) -> !cute.ptr<f16, smem, align<1024>>
          %iter_41 = cute.recast_iter(%ptr_40) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_42 = cute.make_view(%iter_41, %lay_38) : !memref_smem_f16_2
          %shape_43 = cute.make_shape() : () -> !cute.shape<"((64,4),(8,8),2)">
          %stride_44 = cute.make_stride() : () -> !cute.stride<"((1,4096),(64,512),32768)">
          %lay_45 = cute.make_layout(%shape_43, %stride_44) : !cute.layout<"((64,4),(8,8),2):((1,4096),(64,512),32768)">
          %int_tuple_46 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
          %ptr_47 = cute.add_offset(%iter_20, %int_tuple_46) : (!cute.ptr<f16, smem, align<1024>>, !cute.int_tuple<"16384">) -> !cute.ptr<f16, smem, align<1024>>
          %iter_48 = cute.recast_iter(%ptr_47) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_49 = cute.make_view(%iter_48, %lay_45) : !memref_smem_f16_3
          %coord = cute.make_coord(%91) : (i32) -> !cute.coord<"?">
          %ptn_A = cute.tiled.mma.partition A (%arg0, %view, %coord) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16, !cute.coord<"?">) -> !memref_smem_f16_4
          %frg_A = cute.mma.make_fragment A (%arg0, %ptn_A) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_4) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">
          %ptn_B = cute.tiled.mma.partition B (%arg0, %view_42, %coord) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_2, !cute.coord<"?">) -> !memref_smem_f16_5
          %frg_B = cute.mma.make_fragment B (%arg0, %ptn_B) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_5) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">
          %ptn_A_50 = cute.tiled.mma.partition A (%arg1, %view_35, %coord) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_1, !cute.coord<"?">) -> !memref_smem_f16_6
          %frg_A_51 = cute.mma.make_fragment A (%arg1, %ptn_A_50) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_6) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
          %ptn_B_52 = cute.tiled.mma.partition B (%arg1, %view_49, %coord) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_3, !cute.coord<"?">) -> !memref_smem_f16_7
          %frg_B_53 = cute.mma.make_fragment B (%arg1, %ptn_B_52) : (!mma_f16_f16_f32_64x256x16, !memref_smem_f16_7) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">
          %shape_54 = cute.make_shape() : () -> !cute.shape<"((2,2,4),1,1)">
          %frg_C = cute.mma.make_fragment C (%arg0, %shape_54) : (!mma_f16_f16_f32_64x32x16, !cute.shape<"((2,2,4),1,1)">) -> !memref_rmem_f32
          %shape_55 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
          %frg_C_56 = cute.mma.make_fragment C (%arg1, %shape_55) : (!mma_f16_f16_f32_64x256x16, !cute.shape<"((2,2,32),1,1)">) -> !memref_rmem_f32_1
          cute.memref.store_vec(%cst, %frg_C_56) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
          %99 = arith.floordivsi %92, %c4_i32 : i32
          %100 = arith.muli %93, %c16_i32 : i32
          %101 = arith.addi %99, %100 : i32
          %102 = arith.addi %101, %c8_i32 : i32
          %103:7 = scf.for %arg34 = %22 to %24 step %c1_i32 iter_args(%arg35 = %arg18, %arg36 = %cst_2, %arg37 = %cst_2, %arg38 = %cst_1, %arg39 = %cst_1, %arg40 = %arg0, %arg41 = %arg1) -> (f32, f32, f32, f32, f32, !mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x256x16)  : i32 {
            %126 = arith.subi %arg34, %22 : i32
            %127 = arith.remsi %126, %c2_i32 : i32
            %128 = arith.addi %127, %c1_i32 : i32
            nvvm.barrier id = %128 number_of_threads = %c384_i32
            %129 = arith.muli %127, %c4_i32 : i32
            %130 = arith.addi %96, %129 : i32
            %131 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%130 : i32) -> f32
            %132 = arith.mulf %arg18, %131 : f32
            %133 = arith.mulf %90, %132 : f32
            nvvm.wgmma.fence.aligned
            %134 = cute_nvgpu.atom.set_value<accum_c>(%arg40, %false) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_58 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
            %slice = cute.slice(%frg_A, %coord_58) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,0)">
            %coord_59 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_60 = cute.slice(%frg_B, %coord_59) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%134, %frg_C, %slice, %slice_60, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %135 = cute_nvgpu.atom.set_value<accum_c>(%134, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_61 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
            %slice_62 = cute.slice(%frg_A, %coord_61) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,1)">
            %coord_63 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_64 = cute.slice(%frg_B, %coord_63) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%135, %frg_C, %slice_62, %slice_64, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %136 = cute_nvgpu.atom.set_value<accum_c>(%135, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_65 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
            %slice_66 = cute.slice(%frg_A, %coord_65) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,2)">
            %coord_67 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_68 = cute.slice(%frg_B, %coord_67) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%136, %frg_C, %slice_66, %slice_68, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %137 = cute_nvgpu.atom.set_value<accum_c>(%136, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_69 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
            %slice_70 = cute.slice(%frg_A, %coord_69) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,3)">
            %coord_71 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_72 = cute.slice(%frg_B, %coord_71) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%137, %frg_C, %slice_70, %slice_72, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %138 = cute_nvgpu.atom.set_value<accum_c>(%137, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_73 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
            %slice_74 = cute.slice(%frg_A, %coord_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,4)">
            %coord_75 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,4,?)">
            %slice_76 = cute.slice(%frg_B, %coord_75) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,4,?)">
            cute.gemm(%138, %frg_C, %slice_74, %slice_76, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %139 = cute_nvgpu.atom.set_value<accum_c>(%138, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_77 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
            %slice_78 = cute.slice(%frg_A, %coord_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,5)">
            %coord_79 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,5,?)">
            %slice_80 = cute.slice(%frg_B, %coord_79) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,5,?)">
            cute.gemm(%139, %frg_C, %slice_78, %slice_80, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %140 = cute_nvgpu.atom.set_value<accum_c>(%139, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_81 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
            %slice_82 = cute.slice(%frg_A, %coord_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,6)">
            %coord_83 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,6,?)">
            %slice_84 = cute.slice(%frg_B, %coord_83) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,6,?)">
            cute.gemm(%140, %frg_C, %slice_82, %slice_84, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %141 = cute_nvgpu.atom.set_value<accum_c>(%140, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_85 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
            %slice_86 = cute.slice(%frg_A, %coord_85) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,7)">
            %coord_87 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,7,?)">
            %slice_88 = cute.slice(%frg_B, %coord_87) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,7,?)">
            cute.gemm(%141, %frg_C, %slice_86, %slice_88, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %142 = cute_nvgpu.atom.set_value<accum_c>(%141, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_89 = cute.make_coord() : () -> !cute.coord<"(_,_,8)">
            %slice_90 = cute.slice(%frg_A, %coord_89) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,8)">
            %coord_91 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,8,?)">
            %slice_92 = cute.slice(%frg_B, %coord_91) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,8,?)">
            cute.gemm(%142, %frg_C, %slice_90, %slice_92, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %143 = cute_nvgpu.atom.set_value<accum_c>(%142, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_93 = cute.make_coord() : () -> !cute.coord<"(_,_,9)">
            %slice_94 = cute.slice(%frg_A, %coord_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,9)">
            %coord_95 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,9,?)">
            %slice_96 = cute.slice(%frg_B, %coord_95) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,9,?)">
            cute.gemm(%143, %frg_C, %slice_94, %slice_96, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %144 = cute_nvgpu.atom.set_value<accum_c>(%143, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_97 = cute.make_coord() : () -> !cute.coord<"(_,_,10)">
            %slice_98 = cute.slice(%frg_A, %coord_97) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,10)">
            %coord_99 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,10,?)">
            %slice_100 = cute.slice(%frg_B, %coord_99) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,10,?)">
            cute.gemm(%144, %frg_C, %slice_98, %slice_100, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %145 = cute_nvgpu.atom.set_value<accum_c>(%144, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_101 = cute.make_coord() : () -> !cute.coord<"(_,_,11)">
            %slice_102 = cute.slice(%frg_A, %coord_101) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,11)">
            %coord_103 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,11,?)">
            %slice_104 = cute.slice(%frg_B, %coord_103) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,11,?)">
            cute.gemm(%145, %frg_C, %slice_102, %slice_104, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %146 = cute_nvgpu.atom.set_value<accum_c>(%145, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_105 = cute.make_coord() : () -> !cute.coord<"(_,_,12)">
            %slice_106 = cute.slice(%frg_A, %coord_105) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,12)">
            %coord_107 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,12,?)">
            %slice_108 = cute.slice(%frg_B, %coord_107) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,12,?)">
            cute.gemm(%146, %frg_C, %slice_106, %slice_108, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %147 = cute_nvgpu.atom.set_value<accum_c>(%146, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_109 = cute.make_coord() : () -> !cute.coord<"(_,_,13)">
            %slice_110 = cute.slice(%frg_A, %coord_109) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,13)">
            %coord_111 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,13,?)">
            %slice_112 = cute.slice(%frg_B, %coord_111) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,13,?)">
            cute.gemm(%147, %frg_C, %slice_110, %slice_112, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %148 = cute_nvgpu.atom.set_value<accum_c>(%147, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_113 = cute.make_coord() : () -> !cute.coord<"(_,_,14)">
            %slice_114 = cute.slice(%frg_A, %coord_113) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,14)">
            %coord_115 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,14,?)">
            %slice_116 = cute.slice(%frg_B, %coord_115) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,14,?)">
            cute.gemm(%148, %frg_C, %slice_114, %slice_116, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %149 = cute_nvgpu.atom.set_value<accum_c>(%148, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_117 = cute.make_coord() : () -> !cute.coord<"(_,_,15)">
            %slice_118 = cute.slice(%frg_A, %coord_117) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,15)">
            %coord_119 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,15,?)">
            %slice_120 = cute.slice(%frg_B, %coord_119) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,15,?)">
            cute.gemm(%149, %frg_C, %slice_118, %slice_120, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %150 = cute_nvgpu.atom.set_value<accum_c>(%149, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_121 = cute.make_coord() : () -> !cute.coord<"(_,_,16)">
            %slice_122 = cute.slice(%frg_A, %coord_121) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,16)">
            %coord_123 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,16,?)">
            %slice_124 = cute.slice(%frg_B, %coord_123) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,16,?)">
            cute.gemm(%150, %frg_C, %slice_122, %slice_124, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %151 = cute_nvgpu.atom.set_value<accum_c>(%150, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_125 = cute.make_coord() : () -> !cute.coord<"(_,_,17)">
            %slice_126 = cute.slice(%frg_A, %coord_125) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,17)">
            %coord_127 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,17,?)">
            %slice_128 = cute.slice(%frg_B, %coord_127) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,17,?)">
            cute.gemm(%151, %frg_C, %slice_126, %slice_128, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %152 = cute_nvgpu.atom.set_value<accum_c>(%151, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_129 = cute.make_coord() : () -> !cute.coord<"(_,_,18)">
            %slice_130 = cute.slice(%frg_A, %coord_129) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,18)">
            %coord_131 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,18,?)">
            %slice_132 = cute.slice(%frg_B, %coord_131) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,18,?)">
            cute.gemm(%152, %frg_C, %slice_130, %slice_132, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %153 = cute_nvgpu.atom.set_value<accum_c>(%152, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_133 = cute.make_coord() : () -> !cute.coord<"(_,_,19)">
            %slice_134 = cute.slice(%frg_A, %coord_133) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,19)">
            %coord_135 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,19,?)">
            %slice_136 = cute.slice(%frg_B, %coord_135) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,19,?)">
            cute.gemm(%153, %frg_C, %slice_134, %slice_136, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %154 = cute_nvgpu.atom.set_value<accum_c>(%153, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_137 = cute.make_coord() : () -> !cute.coord<"(_,_,20)">
            %slice_138 = cute.slice(%frg_A, %coord_137) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,20)">
            %coord_139 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,20,?)">
            %slice_140 = cute.slice(%frg_B, %coord_139) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,20,?)">
            cute.gemm(%154, %frg_C, %slice_138, %slice_140, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %155 = cute_nvgpu.atom.set_value<accum_c>(%154, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_141 = cute.make_coord() : () -> !cute.coord<"(_,_,21)">
            %slice_142 = cute.slice(%frg_A, %coord_141) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,21)">
            %coord_143 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,21,?)">
            %slice_144 = cute.slice(%frg_B, %coord_143) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,21,?)">
            cute.gemm(%155, %frg_C, %slice_142, %slice_144, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %156 = cute_nvgpu.atom.set_value<accum_c>(%155, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_145 = cute.make_coord() : () -> !cute.coord<"(_,_,22)">
            %slice_146 = cute.slice(%frg_A, %coord_145) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,22)">
            %coord_147 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,22,?)">
            %slice_148 = cute.slice(%frg_B, %coord_147) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,22,?)">
            cute.gemm(%156, %frg_C, %slice_146, %slice_148, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %157 = cute_nvgpu.atom.set_value<accum_c>(%156, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_149 = cute.make_coord() : () -> !cute.coord<"(_,_,23)">
            %slice_150 = cute.slice(%frg_A, %coord_149) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,23)">
            %coord_151 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,23,?)">
            %slice_152 = cute.slice(%frg_B, %coord_151) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,23,?)">
            cute.gemm(%157, %frg_C, %slice_150, %slice_152, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %158 = cute_nvgpu.atom.set_value<accum_c>(%157, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_153 = cute.make_coord() : () -> !cute.coord<"(_,_,24)">
            %slice_154 = cute.slice(%frg_A, %coord_153) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,24)">
            %coord_155 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,24,?)">
            %slice_156 = cute.slice(%frg_B, %coord_155) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,24,?)">
            cute.gemm(%158, %frg_C, %slice_154, %slice_156, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %159 = cute_nvgpu.atom.set_value<accum_c>(%158, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_157 = cute.make_coord() : () -> !cute.coord<"(_,_,25)">
            %slice_158 = cute.slice(%frg_A, %coord_157) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,25)">
            %coord_159 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,25,?)">
            %slice_160 = cute.slice(%frg_B, %coord_159) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,25,?)">
            cute.gemm(%159, %frg_C, %slice_158, %slice_160, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %160 = cute_nvgpu.atom.set_value<accum_c>(%159, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_161 = cute.make_coord() : () -> !cute.coord<"(_,_,26)">
            %slice_162 = cute.slice(%frg_A, %coord_161) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,26)">
            %coord_163 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,26,?)">
            %slice_164 = cute.slice(%frg_B, %coord_163) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,26,?)">
            cute.gemm(%160, %frg_C, %slice_162, %slice_164, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %161 = cute_nvgpu.atom.set_value<accum_c>(%160, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_165 = cute.make_coord() : () -> !cute.coord<"(_,_,27)">
            %slice_166 = cute.slice(%frg_A, %coord_165) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,27)">
            %coord_167 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,27,?)">
            %slice_168 = cute.slice(%frg_B, %coord_167) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,27,?)">
            cute.gemm(%161, %frg_C, %slice_166, %slice_168, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %162 = cute_nvgpu.atom.set_value<accum_c>(%161, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_169 = cute.make_coord() : () -> !cute.coord<"(_,_,28)">
            %slice_170 = cute.slice(%frg_A, %coord_169) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,28)">
            %coord_171 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,28,?)">
            %slice_172 = cute.slice(%frg_B, %coord_171) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,28,?)">
            cute.gemm(%162, %frg_C, %slice_170, %slice_172, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %163 = cute_nvgpu.atom.set_value<accum_c>(%162, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_173 = cute.make_coord() : () -> !cute.coord<"(_,_,29)">
            %slice_174 = cute.slice(%frg_A, %coord_173) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,29)">
            %coord_175 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,29,?)">
            %slice_176 = cute.slice(%frg_B, %coord_175) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,29,?)">
            cute.gemm(%163, %frg_C, %slice_174, %slice_176, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %164 = cute_nvgpu.atom.set_value<accum_c>(%163, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_177 = cute.make_coord() : () -> !cute.coord<"(_,_,30)">
            %slice_178 = cute.slice(%frg_A, %coord_177) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,30)">
            %coord_179 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,30,?)">
            %slice_180 = cute.slice(%frg_B, %coord_179) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,30,?)">
            cute.gemm(%164, %frg_C, %slice_178, %slice_180, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %165 = cute_nvgpu.atom.set_value<accum_c>(%164, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_181 = cute.make_coord() : () -> !cute.coord<"(_,_,31)">
            %slice_182 = cute.slice(%frg_A, %coord_181) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,31)">
            %coord_183 = cute.make_coord(%127) : (i32) -> !cute.coord<"(_,_,31,?)">
            %slice_184 = cute.slice(%frg_B, %coord_183) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),2):(0,0,(2,512),4096)">, !cute.coord<"(_,_,31,?)">
            cute.gemm(%165, %frg_C, %slice_182, %slice_184, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %166 = arith.muli %127, %c64_i32 : i32
            %167 = arith.addi %166, %c32_i32 : i32
            %168 = arith.muli %167, %c4_i32 : i32
            %169 = arith.addi %10, %168 : i32
            %170 = arith.remsi %92, %c4_i32 : i32
            %171 = arith.muli %170, %c8_i32 : i32
            %172 = arith.addi %169, %171 : i32
            %173 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%172 : i32) -> i32
            %174 = arith.cmpi ne, %173, %c0_i32 : i32
            %coord_185 = cute.make_coord() : () -> !cute.coord<"0">
            %175 = cute.memref.load(%frg_C, %coord_185) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %176 = arith.mulf %175, %133 : f32
            %177 = arith.select %174, %176, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_185, %177) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
            %178 = nvvm.fmax %cst_1, %177
            %179 = arith.muli %170, %c2_i32 : i32
            %180 = arith.addi %179, %c1_i32 : i32
            %181 = arith.muli %180, %c4_i32 : i32
            %182 = arith.addi %169, %181 : i32
            %183 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%182 : i32) -> i32
            %184 = arith.cmpi ne, %183, %c0_i32 : i32
            %coord_186 = cute.make_coord() : () -> !cute.coord<"1">
            %185 = cute.memref.load(%frg_C, %coord_186) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %186 = arith.mulf %185, %133 : f32
            %187 = arith.select %184, %186, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_186, %187) : (!memref_rmem_f32, !cute.coord<"1">, f32) -> ()
            %188 = nvvm.fmax %178, %187
            %189 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%172 : i32) -> i32
            %190 = arith.cmpi ne, %189, %c0_i32 : i32
            %coord_187 = cute.make_coord() : () -> !cute.coord<"2">
            %191 = cute.memref.load(%frg_C, %coord_187) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %192 = arith.mulf %191, %133 : f32
            %193 = arith.select %190, %192, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_187, %193) : (!memref_rmem_f32, !cute.coord<"2">, f32) -> ()
            %194 = nvvm.fmax %cst_1, %193
            %195 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%182 : i32) -> i32
            %196 = arith.cmpi ne, %195, %c0_i32 : i32
            %coord_188 = cute.make_coord() : () -> !cute.coord<"3">
            %197 = cute.memref.load(%frg_C, %coord_188) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %198 = arith.mulf %197, %133 : f32
            %199 = arith.select %196, %198, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_188, %199) : (!memref_rmem_f32, !cute.coord<"3">, f32) -> ()
            %200 = nvvm.fmax %194, %199
            %201 = arith.addi %179, %c8_i32 : i32
            %202 = arith.muli %201, %c4_i32 : i32
            %203 = arith.addi %169, %202 : i32
            %204 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%203 : i32) -> i32
            %205 = arith.cmpi ne, %204, %c0_i32 : i32
            %coord_189 = cute.make_coord() : () -> !cute.coord<"4">
            %206 = cute.memref.load(%frg_C, %coord_189) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %207 = arith.mulf %206, %133 : f32
            %208 = arith.select %205, %207, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_189, %208) : (!memref_rmem_f32, !cute.coord<"4">, f32) -> ()
            %209 = nvvm.fmax %188, %208
            %210 = arith.addi %179, %c9_i32 : i32
            %211 = arith.muli %210, %c4_i32 : i32
            %212 = arith.addi %169, %211 : i32
            %213 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%212 : i32) -> i32
            %214 = arith.cmpi ne, %213, %c0_i32 : i32
            %coord_190 = cute.make_coord() : () -> !cute.coord<"5">
            %215 = cute.memref.load(%frg_C, %coord_190) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %216 = arith.mulf %215, %133 : f32
            %217 = arith.select %214, %216, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_190, %217) : (!memref_rmem_f32, !cute.coord<"5">, f32) -> ()
            %218 = nvvm.fmax %209, %217
            %219 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%203 : i32) -> i32
            %220 = arith.cmpi ne, %219, %c0_i32 : i32
            %coord_191 = cute.make_coord() : () -> !cute.coord<"6">
            %221 = cute.memref.load(%frg_C, %coord_191) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %222 = arith.mulf %221, %133 : f32
            %223 = arith.select %220, %222, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_191, %223) : (!memref_rmem_f32, !cute.coord<"6">, f32) -> ()
            %224 = nvvm.fmax %200, %223
            %225 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%212 : i32) -> i32
            %226 = arith.cmpi ne, %225, %c0_i32 : i32
            %coord_192 = cute.make_coord() : () -> !cute.coord<"7">
            %227 = cute.memref.load(%frg_C, %coord_192) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %228 = arith.mulf %227, %133 : f32
            %229 = arith.select %226, %228, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_192, %229) : (!memref_rmem_f32, !cute.coord<"7">, f32) -> ()
            %230 = nvvm.fmax %224, %229
            %231 = arith.addi %179, %c16_i32 : i32
            %232 = arith.muli %231, %c4_i32 : i32
            %233 = arith.addi %169, %232 : i32
            %234 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%233 : i32) -> i32
            %235 = arith.cmpi ne, %234, %c0_i32 : i32
            %coord_193 = cute.make_coord() : () -> !cute.coord<"8">
            %236 = cute.memref.load(%frg_C, %coord_193) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %237 = arith.mulf %236, %133 : f32
            %238 = arith.select %235, %237, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_193, %238) : (!memref_rmem_f32, !cute.coord<"8">, f32) -> ()
            %239 = nvvm.fmax %218, %238
            %240 = arith.addi %179, %c17_i32 : i32
            %241 = arith.muli %240, %c4_i32 : i32
            %242 = arith.addi %169, %241 : i32
            %243 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%242 : i32) -> i32
            %244 = arith.cmpi ne, %243, %c0_i32 : i32
            %coord_194 = cute.make_coord() : () -> !cute.coord<"9">
            %245 = cute.memref.load(%frg_C, %coord_194) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %246 = arith.mulf %245, %133 : f32
            %247 = arith.select %244, %246, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_194, %247) : (!memref_rmem_f32, !cute.coord<"9">, f32) -> ()
            %248 = nvvm.fmax %239, %247
            %249 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%233 : i32) -> i32
            %250 = arith.cmpi ne, %249, %c0_i32 : i32
            %coord_195 = cute.make_coord() : () -> !cute.coord<"10">
            %251 = cute.memref.load(%frg_C, %coord_195) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %252 = arith.mulf %251, %133 : f32
            %253 = arith.select %250, %252, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_195, %253) : (!memref_rmem_f32, !cute.coord<"10">, f32) -> ()
            %254 = nvvm.fmax %230, %253
            %255 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%242 : i32) -> i32
            %256 = arith.cmpi ne, %255, %c0_i32 : i32
            %coord_196 = cute.make_coord() : () -> !cute.coord<"11">
            %257 = cute.memref.load(%frg_C, %coord_196) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %258 = arith.mulf %257, %133 : f32
            %259 = arith.select %256, %258, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_196, %259) : (!memref_rmem_f32, !cute.coord<"11">, f32) -> ()
            %260 = nvvm.fmax %254, %259
            %261 = arith.addi %179, %c24_i32 : i32
            %262 = arith.muli %261, %c4_i32 : i32
            %263 = arith.addi %169, %262 : i32
            %264 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%263 : i32) -> i32
            %265 = arith.cmpi ne, %264, %c0_i32 : i32
            %coord_197 = cute.make_coord() : () -> !cute.coord<"12">
            %266 = cute.memref.load(%frg_C, %coord_197) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %267 = arith.mulf %266, %133 : f32
            %268 = arith.select %265, %267, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_197, %268) : (!memref_rmem_f32, !cute.coord<"12">, f32) -> ()
            %269 = nvvm.fmax %248, %268
            %270 = arith.addi %179, %c25_i32 : i32
            %271 = arith.muli %270, %c4_i32 : i32
            %272 = arith.addi %169, %271 : i32
            %273 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%272 : i32) -> i32
            %274 = arith.cmpi ne, %273, %c0_i32 : i32
            %coord_198 = cute.make_coord() : () -> !cute.coord<"13">
            %275 = cute.memref.load(%frg_C, %coord_198) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %276 = arith.mulf %275, %133 : f32
            %277 = arith.select %274, %276, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_198, %277) : (!memref_rmem_f32, !cute.coord<"13">, f32) -> ()
            %278 = nvvm.fmax %269, %277
            %279 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%263 : i32) -> i32
            %280 = arith.cmpi ne, %279, %c0_i32 : i32
            %coord_199 = cute.make_coord() : () -> !cute.coord<"14">
            %281 = cute.memref.load(%frg_C, %coord_199) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %282 = arith.mulf %281, %133 : f32
            %283 = arith.select %280, %282, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_199, %283) : (!memref_rmem_f32, !cute.coord<"14">, f32) -> ()
            %284 = nvvm.fmax %260, %283
            %285 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%272 : i32) -> i32
            %286 = arith.cmpi ne, %285, %c0_i32 : i32
            %coord_200 = cute.make_coord() : () -> !cute.coord<"15">
            %287 = cute.memref.load(%frg_C, %coord_200) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %288 = arith.mulf %287, %133 : f32
            %289 = arith.select %286, %288, %cst_1 : f32
            cute.memref.store(%frg_C, %coord_200, %289) : (!memref_rmem_f32, !cute.coord<"15">, f32) -> ()
            %290 = nvvm.fmax %284, %289
            %291 = nvvm.shfl.sync bfly %c-1_i32, %278, %c1_i32, %c31_i32 : f32 -> f32
            %292 = nvvm.fmax %278, %291
            %293 = nvvm.shfl.sync bfly %c-1_i32, %290, %c1_i32, %c31_i32 : f32 -> f32
            %294 = nvvm.fmax %290, %293
            %295 = nvvm.shfl.sync bfly %c-1_i32, %292, %c2_i32, %c31_i32 : f32 -> f32
            %296 = nvvm.fmax %292, %295
            %297 = nvvm.shfl.sync bfly %c-1_i32, %294, %c2_i32, %c31_i32 : f32 -> f32
            %298 = nvvm.fmax %294, %297
            %299 = arith.cmpi eq, %170, %c0_i32 : i32
            scf.if %299 {
              %712 = arith.addi %101, %c64_i32 : i32
              %713 = arith.muli %712, %c4_i32 : i32
              %714 = arith.addi %94, %713 : i32
              %715 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %296 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%714, %715 : i32, f32)
              %716 = arith.addi %101, %c72_i32 : i32
              %717 = arith.muli %716, %c4_i32 : i32
              %718 = arith.addi %94, %717 : i32
              %719 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %298 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%718, %719 : i32, f32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %300 = arith.muli %101, %c4_i32 : i32
            %301 = arith.addi %94, %300 : i32
            %302 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%301 : i32) -> f32
            %303 = nvvm.fmax %296, %302
            %304 = arith.muli %102, %c4_i32 : i32
            %305 = arith.addi %94, %304 : i32
            %306 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%305 : i32) -> f32
            %307 = nvvm.fmax %298, %306
            %308 = nvvm.fmax %arg38, %303
            %309 = nvvm.fmax %arg39, %307
            %310 = arith.cmpf oeq, %308, %cst_1 : f32
            %311 = arith.select %310, %cst_2, %308 : f32
            %312 = arith.cmpf oeq, %309, %cst_1 : f32
            %313 = arith.select %312, %cst_2, %309 : f32
            %314 = arith.subf %arg38, %311 : f32
            %315 = math.exp2 %314 fastmath<fast> : f32
            %316 = arith.subf %arg39, %313 : f32
            %317 = math.exp2 %316 fastmath<fast> : f32
            %318 = arith.cmpf oeq, %303, %cst_1 : f32
            %319 = arith.select %318, %arg35, %132 : f32
            %320 = arith.cmpf oeq, %arg38, %cst_1 : f32
            %321 = arith.divf %arg35, %319 : f32
            %322 = arith.select %320, %cst_0, %321 : f32
            %323 = cute.memref.load(%frg_C, %coord_185) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %324 = arith.subf %323, %311 : f32
            %325 = math.exp2 %324 fastmath<fast> : f32
            %326 = cute.memref.load(%frg_C, %coord_186) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %327 = arith.subf %326, %311 : f32
            %328 = math.exp2 %327 fastmath<fast> : f32
            %329 = arith.addf %325, %cst_2 : f32
            %330 = arith.addf %329, %328 : f32
            %331 = arith.muli %101, %c128_i32 : i32
            %332 = arith.remsi %101, %c8_i32 : i32
            %333 = arith.xori %332, %c4_i32 : i32
            %334 = arith.muli %333, %c16_i32 : i32
            %335 = arith.addi %331, %334 : i32
            %336 = arith.addi %95, %335 : i32
            %337 = arith.muli %170, %c4_i32 : i32
            %338 = arith.addi %336, %337 : i32
            %339 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %325 : (f32) -> f32
            %340 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %328 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%338, %339, %340 : i32, f32, f32)
            %341 = cute.memref.load(%frg_C, %coord_187) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %342 = arith.subf %341, %313 : f32
            %343 = math.exp2 %342 fastmath<fast> : f32
            %344 = cute.memref.load(%frg_C, %coord_188) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %345 = arith.subf %344, %313 : f32
            %346 = math.exp2 %345 fastmath<fast> : f32
            %347 = arith.addf %343, %cst_2 : f32
            %348 = arith.addf %347, %346 : f32
            %349 = arith.muli %102, %c128_i32 : i32
            %350 = arith.remsi %102, %c8_i32 : i32
            %351 = arith.xori %350, %c4_i32 : i32
            %352 = arith.muli %351, %c16_i32 : i32
            %353 = arith.addi %349, %352 : i32
            %354 = arith.addi %95, %353 : i32
            %355 = arith.addi %354, %337 : i32
            %356 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %343 : (f32) -> f32
            %357 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %346 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%355, %356, %357 : i32, f32, f32)
            %358 = cute.memref.load(%frg_C, %coord_189) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %359 = arith.subf %358, %311 : f32
            %360 = math.exp2 %359 fastmath<fast> : f32
            %361 = cute.memref.load(%frg_C, %coord_190) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %362 = arith.subf %361, %311 : f32
            %363 = math.exp2 %362 fastmath<fast> : f32
            %364 = arith.addf %330, %360 : f32
            %365 = arith.addf %364, %363 : f32
            %366 = arith.xori %332, %c5_i32 : i32
            %367 = arith.muli %366, %c16_i32 : i32
            %368 = arith.addi %331, %367 : i32
            %369 = arith.addi %95, %368 : i32
            %370 = arith.addi %369, %337 : i32
            %371 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %360 : (f32) -> f32
            %372 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %363 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%370, %371, %372 : i32, f32, f32)
            %373 = cute.memref.load(%frg_C, %coord_191) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %374 = arith.subf %373, %313 : f32
            %375 = math.exp2 %374 fastmath<fast> : f32
            %376 = cute.memref.load(%frg_C, %coord_192) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %377 = arith.subf %376, %313 : f32
            %378 = math.exp2 %377 fastmath<fast> : f32
            %379 = arith.addf %348, %375 : f32
            %380 = arith.addf %379, %378 : f32
            %381 = arith.xori %350, %c5_i32 : i32
            %382 = arith.muli %381, %c16_i32 : i32
            %383 = arith.addi %349, %382 : i32
            %384 = arith.addi %95, %383 : i32
            %385 = arith.addi %384, %337 : i32
            %386 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %375 : (f32) -> f32
            %387 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %378 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%385, %386, %387 : i32, f32, f32)
            %388 = cute.memref.load(%frg_C, %coord_193) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %389 = arith.subf %388, %311 : f32
            %390 = math.exp2 %389 fastmath<fast> : f32
            %391 = cute.memref.load(%frg_C, %coord_194) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %392 = arith.subf %391, %311 : f32
            %393 = math.exp2 %392 fastmath<fast> : f32
            %394 = arith.addf %365, %390 : f32
            %395 = arith.addf %394, %393 : f32
            %396 = arith.xori %332, %c6_i32 : i32
            %397 = arith.muli %396, %c16_i32 : i32
            %398 = arith.addi %331, %397 : i32
            %399 = arith.addi %95, %398 : i32
            %400 = arith.addi %399, %337 : i32
            %401 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %390 : (f32) -> f32
            %402 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %393 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%400, %401, %402 : i32, f32, f32)
            %403 = cute.memref.load(%frg_C, %coord_195) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %404 = arith.subf %403, %313 : f32
            %405 = math.exp2 %404 fastmath<fast> : f32
            %406 = cute.memref.load(%frg_C, %coord_196) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %407 = arith.subf %406, %313 : f32
            %408 = math.exp2 %407 fastmath<fast> : f32
            %409 = arith.addf %380, %405 : f32
            %410 = arith.addf %409, %408 : f32
            %411 = arith.xori %350, %c6_i32 : i32
            %412 = arith.muli %411, %c16_i32 : i32
            %413 = arith.addi %349, %412 : i32
            %414 = arith.addi %95, %413 : i32
            %415 = arith.addi %414, %337 : i32
            %416 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %405 : (f32) -> f32
            %417 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %408 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%415, %416, %417 : i32, f32, f32)
            %418 = cute.memref.load(%frg_C, %coord_197) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %419 = arith.subf %418, %311 : f32
            %420 = math.exp2 %419 fastmath<fast> : f32
            %421 = cute.memref.load(%frg_C, %coord_198) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %422 = arith.subf %421, %311 : f32
            %423 = math.exp2 %422 fastmath<fast> : f32
            %424 = arith.addf %395, %420 : f32
            %425 = arith.addf %424, %423 : f32
            %426 = arith.xori %332, %c7_i32 : i32
            %427 = arith.muli %426, %c16_i32 : i32
            %428 = arith.addi %331, %427 : i32
            %429 = arith.addi %95, %428 : i32
            %430 = arith.addi %429, %337 : i32
            %431 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %420 : (f32) -> f32
            %432 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %423 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%430, %431, %432 : i32, f32, f32)
            %433 = cute.memref.load(%frg_C, %coord_199) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %434 = arith.subf %433, %313 : f32
            %435 = math.exp2 %434 fastmath<fast> : f32
            %436 = cute.memref.load(%frg_C, %coord_200) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %437 = arith.subf %436, %313 : f32
            %438 = math.exp2 %437 fastmath<fast> : f32
            %439 = arith.addf %410, %435 : f32
            %440 = arith.addf %439, %438 : f32
            %441 = arith.xori %350, %c7_i32 : i32
            %442 = arith.muli %441, %c16_i32 : i32
            %443 = arith.addi %349, %442 : i32
            %444 = arith.addi %95, %443 : i32
            %445 = arith.addi %444, %337 : i32
            %446 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %435 : (f32) -> f32
            %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %438 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }" ro(%445, %446, %447 : i32, f32, f32)
            %448 = arith.mulf %arg36, %315 : f32
            %449 = arith.addf %448, %425 : f32
            %450 = arith.mulf %arg37, %317 : f32
            %451 = arith.addf %450, %440 : f32
            %452 = cute.memref.load(%frg_C_56, %coord_185) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %453 = arith.mulf %315, %322 : f32
            %454 = arith.mulf %452, %453 : f32
            cute.memref.store(%frg_C_56, %coord_185, %454) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %455 = cute.memref.load(%frg_C_56, %coord_186) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %456 = arith.mulf %455, %453 : f32
            cute.memref.store(%frg_C_56, %coord_186, %456) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %457 = cute.memref.load(%frg_C_56, %coord_187) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %458 = arith.mulf %317, %322 : f32
            %459 = arith.mulf %457, %458 : f32
            cute.memref.store(%frg_C_56, %coord_187, %459) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %460 = cute.memref.load(%frg_C_56, %coord_188) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %461 = arith.mulf %460, %458 : f32
            cute.memref.store(%frg_C_56, %coord_188, %461) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %462 = cute.memref.load(%frg_C_56, %coord_189) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %463 = arith.mulf %462, %453 : f32
            cute.memref.store(%frg_C_56, %coord_189, %463) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %464 = cute.memref.load(%frg_C_56, %coord_190) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %465 = arith.mulf %464, %453 : f32
            cute.memref.store(%frg_C_56, %coord_190, %465) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %466 = cute.memref.load(%frg_C_56, %coord_191) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %467 = arith.mulf %466, %458 : f32
            cute.memref.store(%frg_C_56, %coord_191, %467) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %468 = cute.memref.load(%frg_C_56, %coord_192) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %469 = arith.mulf %468, %458 : f32
            cute.memref.store(%frg_C_56, %coord_192, %469) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %470 = cute.memref.load(%frg_C_56, %coord_193) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %471 = arith.mulf %470, %453 : f32
            cute.memref.store(%frg_C_56, %coord_193, %471) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %472 = cute.memref.load(%frg_C_56, %coord_194) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %473 = arith.mulf %472, %453 : f32
            cute.memref.store(%frg_C_56, %coord_194, %473) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %474 = cute.memref.load(%frg_C_56, %coord_195) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %475 = arith.mulf %474, %458 : f32
            cute.memref.store(%frg_C_56, %coord_195, %475) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %476 = cute.memref.load(%frg_C_56, %coord_196) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %477 = arith.mulf %476, %458 : f32
            cute.memref.store(%frg_C_56, %coord_196, %477) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %478 = cute.memref.load(%frg_C_56, %coord_197) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %479 = arith.mulf %478, %453 : f32
            cute.memref.store(%frg_C_56, %coord_197, %479) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %480 = cute.memref.load(%frg_C_56, %coord_198) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %481 = arith.mulf %480, %453 : f32
            cute.memref.store(%frg_C_56, %coord_198, %481) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %482 = cute.memref.load(%frg_C_56, %coord_199) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %483 = arith.mulf %482, %458 : f32
            cute.memref.store(%frg_C_56, %coord_199, %483) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %484 = cute.memref.load(%frg_C_56, %coord_200) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %485 = arith.mulf %484, %458 : f32
            cute.memref.store(%frg_C_56, %coord_200, %485) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %coord_201 = cute.make_coord() : () -> !cute.coord<"16">
            %486 = cute.memref.load(%frg_C_56, %coord_201) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %487 = arith.mulf %486, %453 : f32
            cute.memref.store(%frg_C_56, %coord_201, %487) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %coord_202 = cute.make_coord() : () -> !cute.coord<"17">
            %488 = cute.memref.load(%frg_C_56, %coord_202) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %489 = arith.mulf %488, %453 : f32
            cute.memref.store(%frg_C_56, %coord_202, %489) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %coord_203 = cute.make_coord() : () -> !cute.coord<"18">
            %490 = cute.memref.load(%frg_C_56, %coord_203) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %491 = arith.mulf %490, %458 : f32
            cute.memref.store(%frg_C_56, %coord_203, %491) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %coord_204 = cute.make_coord() : () -> !cute.coord<"19">
            %492 = cute.memref.load(%frg_C_56, %coord_204) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %493 = arith.mulf %492, %458 : f32
            cute.memref.store(%frg_C_56, %coord_204, %493) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %coord_205 = cute.make_coord() : () -> !cute.coord<"20">
            %494 = cute.memref.load(%frg_C_56, %coord_205) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %495 = arith.mulf %494, %453 : f32
            cute.memref.store(%frg_C_56, %coord_205, %495) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %coord_206 = cute.make_coord() : () -> !cute.coord<"21">
            %496 = cute.memref.load(%frg_C_56, %coord_206) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %497 = arith.mulf %496, %453 : f32
            cute.memref.store(%frg_C_56, %coord_206, %497) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %coord_207 = cute.make_coord() : () -> !cute.coord<"22">
            %498 = cute.memref.load(%frg_C_56, %coord_207) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %499 = arith.mulf %498, %458 : f32
            cute.memref.store(%frg_C_56, %coord_207, %499) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %coord_208 = cute.make_coord() : () -> !cute.coord<"23">
            %500 = cute.memref.load(%frg_C_56, %coord_208) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %501 = arith.mulf %500, %458 : f32
            cute.memref.store(%frg_C_56, %coord_208, %501) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %coord_209 = cute.make_coord() : () -> !cute.coord<"24">
            %502 = cute.memref.load(%frg_C_56, %coord_209) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %503 = arith.mulf %502, %453 : f32
            cute.memref.store(%frg_C_56, %coord_209, %503) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %coord_210 = cute.make_coord() : () -> !cute.coord<"25">
            %504 = cute.memref.load(%frg_C_56, %coord_210) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %505 = arith.mulf %504, %453 : f32
            cute.memref.store(%frg_C_56, %coord_210, %505) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %coord_211 = cute.make_coord() : () -> !cute.coord<"26">
            %506 = cute.memref.load(%frg_C_56, %coord_211) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %507 = arith.mulf %506, %458 : f32
            cute.memref.store(%frg_C_56, %coord_211, %507) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %coord_212 = cute.make_coord() : () -> !cute.coord<"27">
            %508 = cute.memref.load(%frg_C_56, %coord_212) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %509 = arith.mulf %508, %458 : f32
            cute.memref.store(%frg_C_56, %coord_212, %509) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %coord_213 = cute.make_coord() : () -> !cute.coord<"28">
            %510 = cute.memref.load(%frg_C_56, %coord_213) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %511 = arith.mulf %510, %453 : f32
            cute.memref.store(%frg_C_56, %coord_213, %511) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %coord_214 = cute.make_coord() : () -> !cute.coord<"29">
            %512 = cute.memref.load(%frg_C_56, %coord_214) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %513 = arith.mulf %512, %453 : f32
            cute.memref.store(%frg_C_56, %coord_214, %513) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %coord_215 = cute.make_coord() : () -> !cute.coord<"30">
            %514 = cute.memref.load(%frg_C_56, %coord_215) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %515 = arith.mulf %514, %458 : f32
            cute.memref.store(%frg_C_56, %coord_215, %515) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %coord_216 = cute.make_coord() : () -> !cute.coord<"31">
            %516 = cute.memref.load(%frg_C_56, %coord_216) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %517 = arith.mulf %516, %458 : f32
            cute.memref.store(%frg_C_56, %coord_216, %517) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_217 = cute.make_coord() : () -> !cute.coord<"32">
            %518 = cute.memref.load(%frg_C_56, %coord_217) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %519 = arith.mulf %518, %453 : f32
            cute.memref.store(%frg_C_56, %coord_217, %519) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_218 = cute.make_coord() : () -> !cute.coord<"33">
            %520 = cute.memref.load(%frg_C_56, %coord_218) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %521 = arith.mulf %520, %453 : f32
            cute.memref.store(%frg_C_56, %coord_218, %521) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_219 = cute.make_coord() : () -> !cute.coord<"34">
            %522 = cute.memref.load(%frg_C_56, %coord_219) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %523 = arith.mulf %522, %458 : f32
            cute.memref.store(%frg_C_56, %coord_219, %523) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_220 = cute.make_coord() : () -> !cute.coord<"35">
            %524 = cute.memref.load(%frg_C_56, %coord_220) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %525 = arith.mulf %524, %458 : f32
            cute.memref.store(%frg_C_56, %coord_220, %525) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_221 = cute.make_coord() : () -> !cute.coord<"36">
            %526 = cute.memref.load(%frg_C_56, %coord_221) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %527 = arith.mulf %526, %453 : f32
            cute.memref.store(%frg_C_56, %coord_221, %527) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_222 = cute.make_coord() : () -> !cute.coord<"37">
            %528 = cute.memref.load(%frg_C_56, %coord_222) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %529 = arith.mulf %528, %453 : f32
            cute.memref.store(%frg_C_56, %coord_222, %529) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_223 = cute.make_coord() : () -> !cute.coord<"38">
            %530 = cute.memref.load(%frg_C_56, %coord_223) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %531 = arith.mulf %530, %458 : f32
            cute.memref.store(%frg_C_56, %coord_223, %531) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_224 = cute.make_coord() : () -> !cute.coord<"39">
            %532 = cute.memref.load(%frg_C_56, %coord_224) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %533 = arith.mulf %532, %458 : f32
            cute.memref.store(%frg_C_56, %coord_224, %533) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_225 = cute.make_coord() : () -> !cute.coord<"40">
            %534 = cute.memref.load(%frg_C_56, %coord_225) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %535 = arith.mulf %534, %453 : f32
            cute.memref.store(%frg_C_56, %coord_225, %535) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_226 = cute.make_coord() : () -> !cute.coord<"41">
            %536 = cute.memref.load(%frg_C_56, %coord_226) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %537 = arith.mulf %536, %453 : f32
            cute.memref.store(%frg_C_56, %coord_226, %537) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_227 = cute.make_coord() : () -> !cute.coord<"42">
            %538 = cute.memref.load(%frg_C_56, %coord_227) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %539 = arith.mulf %538, %458 : f32
            cute.memref.store(%frg_C_56, %coord_227, %539) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_228 = cute.make_coord() : () -> !cute.coord<"43">
            %540 = cute.memref.load(%frg_C_56, %coord_228) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %541 = arith.mulf %540, %458 : f32
            cute.memref.store(%frg_C_56, %coord_228, %541) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_229 = cute.make_coord() : () -> !cute.coord<"44">
            %542 = cute.memref.load(%frg_C_56, %coord_229) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %543 = arith.mulf %542, %453 : f32
            cute.memref.store(%frg_C_56, %coord_229, %543) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_230 = cute.make_coord() : () -> !cute.coord<"45">
            %544 = cute.memref.load(%frg_C_56, %coord_230) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %545 = arith.mulf %544, %453 : f32
            cute.memref.store(%frg_C_56, %coord_230, %545) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_231 = cute.make_coord() : () -> !cute.coord<"46">
            %546 = cute.memref.load(%frg_C_56, %coord_231) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %547 = arith.mulf %546, %458 : f32
            cute.memref.store(%frg_C_56, %coord_231, %547) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_232 = cute.make_coord() : () -> !cute.coord<"47">
            %548 = cute.memref.load(%frg_C_56, %coord_232) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %549 = arith.mulf %548, %458 : f32
            cute.memref.store(%frg_C_56, %coord_232, %549) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_233 = cute.make_coord() : () -> !cute.coord<"48">
            %550 = cute.memref.load(%frg_C_56, %coord_233) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %551 = arith.mulf %550, %453 : f32
            cute.memref.store(%frg_C_56, %coord_233, %551) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_234 = cute.make_coord() : () -> !cute.coord<"49">
            %552 = cute.memref.load(%frg_C_56, %coord_234) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %553 = arith.mulf %552, %453 : f32
            cute.memref.store(%frg_C_56, %coord_234, %553) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_235 = cute.make_coord() : () -> !cute.coord<"50">
            %554 = cute.memref.load(%frg_C_56, %coord_235) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %555 = arith.mulf %554, %458 : f32
            cute.memref.store(%frg_C_56, %coord_235, %555) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_236 = cute.make_coord() : () -> !cute.coord<"51">
            %556 = cute.memref.load(%frg_C_56, %coord_236) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %557 = arith.mulf %556, %458 : f32
            cute.memref.store(%frg_C_56, %coord_236, %557) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_237 = cute.make_coord() : () -> !cute.coord<"52">
            %558 = cute.memref.load(%frg_C_56, %coord_237) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %559 = arith.mulf %558, %453 : f32
            cute.memref.store(%frg_C_56, %coord_237, %559) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_238 = cute.make_coord() : () -> !cute.coord<"53">
            %560 = cute.memref.load(%frg_C_56, %coord_238) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %561 = arith.mulf %560, %453 : f32
            cute.memref.store(%frg_C_56, %coord_238, %561) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_239 = cute.make_coord() : () -> !cute.coord<"54">
            %562 = cute.memref.load(%frg_C_56, %coord_239) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %563 = arith.mulf %562, %458 : f32
            cute.memref.store(%frg_C_56, %coord_239, %563) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_240 = cute.make_coord() : () -> !cute.coord<"55">
            %564 = cute.memref.load(%frg_C_56, %coord_240) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %565 = arith.mulf %564, %458 : f32
            cute.memref.store(%frg_C_56, %coord_240, %565) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_241 = cute.make_coord() : () -> !cute.coord<"56">
            %566 = cute.memref.load(%frg_C_56, %coord_241) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %567 = arith.mulf %566, %453 : f32
            cute.memref.store(%frg_C_56, %coord_241, %567) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_242 = cute.make_coord() : () -> !cute.coord<"57">
            %568 = cute.memref.load(%frg_C_56, %coord_242) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %569 = arith.mulf %568, %453 : f32
            cute.memref.store(%frg_C_56, %coord_242, %569) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_243 = cute.make_coord() : () -> !cute.coord<"58">
            %570 = cute.memref.load(%frg_C_56, %coord_243) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %571 = arith.mulf %570, %458 : f32
            cute.memref.store(%frg_C_56, %coord_243, %571) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_244 = cute.make_coord() : () -> !cute.coord<"59">
            %572 = cute.memref.load(%frg_C_56, %coord_244) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %573 = arith.mulf %572, %458 : f32
            cute.memref.store(%frg_C_56, %coord_244, %573) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_245 = cute.make_coord() : () -> !cute.coord<"60">
            %574 = cute.memref.load(%frg_C_56, %coord_245) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %575 = arith.mulf %574, %453 : f32
            cute.memref.store(%frg_C_56, %coord_245, %575) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_246 = cute.make_coord() : () -> !cute.coord<"61">
            %576 = cute.memref.load(%frg_C_56, %coord_246) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %577 = arith.mulf %576, %453 : f32
            cute.memref.store(%frg_C_56, %coord_246, %577) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_247 = cute.make_coord() : () -> !cute.coord<"62">
            %578 = cute.memref.load(%frg_C_56, %coord_247) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %579 = arith.mulf %578, %458 : f32
            cute.memref.store(%frg_C_56, %coord_247, %579) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_248 = cute.make_coord() : () -> !cute.coord<"63">
            %580 = cute.memref.load(%frg_C_56, %coord_248) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %581 = arith.mulf %580, %458 : f32
            cute.memref.store(%frg_C_56, %coord_248, %581) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_249 = cute.make_coord() : () -> !cute.coord<"64">
            %582 = cute.memref.load(%frg_C_56, %coord_249) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %583 = arith.mulf %582, %453 : f32
            cute.memref.store(%frg_C_56, %coord_249, %583) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_250 = cute.make_coord() : () -> !cute.coord<"65">
            %584 = cute.memref.load(%frg_C_56, %coord_250) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %585 = arith.mulf %584, %453 : f32
            cute.memref.store(%frg_C_56, %coord_250, %585) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_251 = cute.make_coord() : () -> !cute.coord<"66">
            %586 = cute.memref.load(%frg_C_56, %coord_251) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %587 = arith.mulf %586, %458 : f32
            cute.memref.store(%frg_C_56, %coord_251, %587) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_252 = cute.make_coord() : () -> !cute.coord<"67">
            %588 = cute.memref.load(%frg_C_56, %coord_252) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %589 = arith.mulf %588, %458 : f32
            cute.memref.store(%frg_C_56, %coord_252, %589) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_253 = cute.make_coord() : () -> !cute.coord<"68">
            %590 = cute.memref.load(%frg_C_56, %coord_253) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %591 = arith.mulf %590, %453 : f32
            cute.memref.store(%frg_C_56, %coord_253, %591) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_254 = cute.make_coord() : () -> !cute.coord<"69">
            %592 = cute.memref.load(%frg_C_56, %coord_254) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %593 = arith.mulf %592, %453 : f32
            cute.memref.store(%frg_C_56, %coord_254, %593) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_255 = cute.make_coord() : () -> !cute.coord<"70">
            %594 = cute.memref.load(%frg_C_56, %coord_255) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %595 = arith.mulf %594, %458 : f32
            cute.memref.store(%frg_C_56, %coord_255, %595) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_256 = cute.make_coord() : () -> !cute.coord<"71">
            %596 = cute.memref.load(%frg_C_56, %coord_256) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %597 = arith.mulf %596, %458 : f32
            cute.memref.store(%frg_C_56, %coord_256, %597) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_257 = cute.make_coord() : () -> !cute.coord<"72">
            %598 = cute.memref.load(%frg_C_56, %coord_257) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %599 = arith.mulf %598, %453 : f32
            cute.memref.store(%frg_C_56, %coord_257, %599) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_258 = cute.make_coord() : () -> !cute.coord<"73">
            %600 = cute.memref.load(%frg_C_56, %coord_258) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %601 = arith.mulf %600, %453 : f32
            cute.memref.store(%frg_C_56, %coord_258, %601) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_259 = cute.make_coord() : () -> !cute.coord<"74">
            %602 = cute.memref.load(%frg_C_56, %coord_259) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %603 = arith.mulf %602, %458 : f32
            cute.memref.store(%frg_C_56, %coord_259, %603) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_260 = cute.make_coord() : () -> !cute.coord<"75">
            %604 = cute.memref.load(%frg_C_56, %coord_260) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %605 = arith.mulf %604, %458 : f32
            cute.memref.store(%frg_C_56, %coord_260, %605) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_261 = cute.make_coord() : () -> !cute.coord<"76">
            %606 = cute.memref.load(%frg_C_56, %coord_261) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %607 = arith.mulf %606, %453 : f32
            cute.memref.store(%frg_C_56, %coord_261, %607) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_262 = cute.make_coord() : () -> !cute.coord<"77">
            %608 = cute.memref.load(%frg_C_56, %coord_262) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %609 = arith.mulf %608, %453 : f32
            cute.memref.store(%frg_C_56, %coord_262, %609) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_263 = cute.make_coord() : () -> !cute.coord<"78">
            %610 = cute.memref.load(%frg_C_56, %coord_263) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %611 = arith.mulf %610, %458 : f32
            cute.memref.store(%frg_C_56, %coord_263, %611) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_264 = cute.make_coord() : () -> !cute.coord<"79">
            %612 = cute.memref.load(%frg_C_56, %coord_264) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %613 = arith.mulf %612, %458 : f32
            cute.memref.store(%frg_C_56, %coord_264, %613) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_265 = cute.make_coord() : () -> !cute.coord<"80">
            %614 = cute.memref.load(%frg_C_56, %coord_265) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %615 = arith.mulf %614, %453 : f32
            cute.memref.store(%frg_C_56, %coord_265, %615) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_266 = cute.make_coord() : () -> !cute.coord<"81">
            %616 = cute.memref.load(%frg_C_56, %coord_266) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %617 = arith.mulf %616, %453 : f32
            cute.memref.store(%frg_C_56, %coord_266, %617) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_267 = cute.make_coord() : () -> !cute.coord<"82">
            %618 = cute.memref.load(%frg_C_56, %coord_267) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %619 = arith.mulf %618, %458 : f32
            cute.memref.store(%frg_C_56, %coord_267, %619) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_268 = cute.make_coord() : () -> !cute.coord<"83">
            %620 = cute.memref.load(%frg_C_56, %coord_268) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %621 = arith.mulf %620, %458 : f32
            cute.memref.store(%frg_C_56, %coord_268, %621) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_269 = cute.make_coord() : () -> !cute.coord<"84">
            %622 = cute.memref.load(%frg_C_56, %coord_269) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %623 = arith.mulf %622, %453 : f32
            cute.memref.store(%frg_C_56, %coord_269, %623) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_270 = cute.make_coord() : () -> !cute.coord<"85">
            %624 = cute.memref.load(%frg_C_56, %coord_270) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %625 = arith.mulf %624, %453 : f32
            cute.memref.store(%frg_C_56, %coord_270, %625) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_271 = cute.make_coord() : () -> !cute.coord<"86">
            %626 = cute.memref.load(%frg_C_56, %coord_271) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %627 = arith.mulf %626, %458 : f32
            cute.memref.store(%frg_C_56, %coord_271, %627) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_272 = cute.make_coord() : () -> !cute.coord<"87">
            %628 = cute.memref.load(%frg_C_56, %coord_272) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %629 = arith.mulf %628, %458 : f32
            cute.memref.store(%frg_C_56, %coord_272, %629) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_273 = cute.make_coord() : () -> !cute.coord<"88">
            %630 = cute.memref.load(%frg_C_56, %coord_273) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %631 = arith.mulf %630, %453 : f32
            cute.memref.store(%frg_C_56, %coord_273, %631) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_274 = cute.make_coord() : () -> !cute.coord<"89">
            %632 = cute.memref.load(%frg_C_56, %coord_274) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %633 = arith.mulf %632, %453 : f32
            cute.memref.store(%frg_C_56, %coord_274, %633) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_275 = cute.make_coord() : () -> !cute.coord<"90">
            %634 = cute.memref.load(%frg_C_56, %coord_275) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %635 = arith.mulf %634, %458 : f32
            cute.memref.store(%frg_C_56, %coord_275, %635) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_276 = cute.make_coord() : () -> !cute.coord<"91">
            %636 = cute.memref.load(%frg_C_56, %coord_276) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %637 = arith.mulf %636, %458 : f32
            cute.memref.store(%frg_C_56, %coord_276, %637) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_277 = cute.make_coord() : () -> !cute.coord<"92">
            %638 = cute.memref.load(%frg_C_56, %coord_277) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %639 = arith.mulf %638, %453 : f32
            cute.memref.store(%frg_C_56, %coord_277, %639) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_278 = cute.make_coord() : () -> !cute.coord<"93">
            %640 = cute.memref.load(%frg_C_56, %coord_278) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %641 = arith.mulf %640, %453 : f32
            cute.memref.store(%frg_C_56, %coord_278, %641) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_279 = cute.make_coord() : () -> !cute.coord<"94">
            %642 = cute.memref.load(%frg_C_56, %coord_279) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %643 = arith.mulf %642, %458 : f32
            cute.memref.store(%frg_C_56, %coord_279, %643) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_280 = cute.make_coord() : () -> !cute.coord<"95">
            %644 = cute.memref.load(%frg_C_56, %coord_280) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %645 = arith.mulf %644, %458 : f32
            cute.memref.store(%frg_C_56, %coord_280, %645) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_281 = cute.make_coord() : () -> !cute.coord<"96">
            %646 = cute.memref.load(%frg_C_56, %coord_281) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %647 = arith.mulf %646, %453 : f32
            cute.memref.store(%frg_C_56, %coord_281, %647) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_282 = cute.make_coord() : () -> !cute.coord<"97">
            %648 = cute.memref.load(%frg_C_56, %coord_282) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %649 = arith.mulf %648, %453 : f32
            cute.memref.store(%frg_C_56, %coord_282, %649) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_283 = cute.make_coord() : () -> !cute.coord<"98">
            %650 = cute.memref.load(%frg_C_56, %coord_283) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %651 = arith.mulf %650, %458 : f32
            cute.memref.store(%frg_C_56, %coord_283, %651) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_284 = cute.make_coord() : () -> !cute.coord<"99">
            %652 = cute.memref.load(%frg_C_56, %coord_284) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %653 = arith.mulf %652, %458 : f32
            cute.memref.store(%frg_C_56, %coord_284, %653) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_285 = cute.make_coord() : () -> !cute.coord<"100">
            %654 = cute.memref.load(%frg_C_56, %coord_285) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %655 = arith.mulf %654, %453 : f32
            cute.memref.store(%frg_C_56, %coord_285, %655) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_286 = cute.make_coord() : () -> !cute.coord<"101">
            %656 = cute.memref.load(%frg_C_56, %coord_286) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %657 = arith.mulf %656, %453 : f32
            cute.memref.store(%frg_C_56, %coord_286, %657) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_287 = cute.make_coord() : () -> !cute.coord<"102">
            %658 = cute.memref.load(%frg_C_56, %coord_287) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %659 = arith.mulf %658, %458 : f32
            cute.memref.store(%frg_C_56, %coord_287, %659) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_288 = cute.make_coord() : () -> !cute.coord<"103">
            %660 = cute.memref.load(%frg_C_56, %coord_288) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %661 = arith.mulf %660, %458 : f32
            cute.memref.store(%frg_C_56, %coord_288, %661) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_289 = cute.make_coord() : () -> !cute.coord<"104">
            %662 = cute.memref.load(%frg_C_56, %coord_289) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %663 = arith.mulf %662, %453 : f32
            cute.memref.store(%frg_C_56, %coord_289, %663) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_290 = cute.make_coord() : () -> !cute.coord<"105">
            %664 = cute.memref.load(%frg_C_56, %coord_290) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %665 = arith.mulf %664, %453 : f32
            cute.memref.store(%frg_C_56, %coord_290, %665) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_291 = cute.make_coord() : () -> !cute.coord<"106">
            %666 = cute.memref.load(%frg_C_56, %coord_291) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %667 = arith.mulf %666, %458 : f32
            cute.memref.store(%frg_C_56, %coord_291, %667) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_292 = cute.make_coord() : () -> !cute.coord<"107">
            %668 = cute.memref.load(%frg_C_56, %coord_292) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %669 = arith.mulf %668, %458 : f32
            cute.memref.store(%frg_C_56, %coord_292, %669) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_293 = cute.make_coord() : () -> !cute.coord<"108">
            %670 = cute.memref.load(%frg_C_56, %coord_293) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %671 = arith.mulf %670, %453 : f32
            cute.memref.store(%frg_C_56, %coord_293, %671) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_294 = cute.make_coord() : () -> !cute.coord<"109">
            %672 = cute.memref.load(%frg_C_56, %coord_294) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %673 = arith.mulf %672, %453 : f32
            cute.memref.store(%frg_C_56, %coord_294, %673) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_295 = cute.make_coord() : () -> !cute.coord<"110">
            %674 = cute.memref.load(%frg_C_56, %coord_295) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %675 = arith.mulf %674, %458 : f32
            cute.memref.store(%frg_C_56, %coord_295, %675) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_296 = cute.make_coord() : () -> !cute.coord<"111">
            %676 = cute.memref.load(%frg_C_56, %coord_296) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %677 = arith.mulf %676, %458 : f32
            cute.memref.store(%frg_C_56, %coord_296, %677) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_297 = cute.make_coord() : () -> !cute.coord<"112">
            %678 = cute.memref.load(%frg_C_56, %coord_297) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %679 = arith.mulf %678, %453 : f32
            cute.memref.store(%frg_C_56, %coord_297, %679) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_298 = cute.make_coord() : () -> !cute.coord<"113">
            %680 = cute.memref.load(%frg_C_56, %coord_298) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %681 = arith.mulf %680, %453 : f32
            cute.memref.store(%frg_C_56, %coord_298, %681) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_299 = cute.make_coord() : () -> !cute.coord<"114">
            %682 = cute.memref.load(%frg_C_56, %coord_299) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %683 = arith.mulf %682, %458 : f32
            cute.memref.store(%frg_C_56, %coord_299, %683) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_300 = cute.make_coord() : () -> !cute.coord<"115">
            %684 = cute.memref.load(%frg_C_56, %coord_300) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %685 = arith.mulf %684, %458 : f32
            cute.memref.store(%frg_C_56, %coord_300, %685) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_301 = cute.make_coord() : () -> !cute.coord<"116">
            %686 = cute.memref.load(%frg_C_56, %coord_301) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %687 = arith.mulf %686, %453 : f32
            cute.memref.store(%frg_C_56, %coord_301, %687) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_302 = cute.make_coord() : () -> !cute.coord<"117">
            %688 = cute.memref.load(%frg_C_56, %coord_302) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %689 = arith.mulf %688, %453 : f32
            cute.memref.store(%frg_C_56, %coord_302, %689) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_303 = cute.make_coord() : () -> !cute.coord<"118">
            %690 = cute.memref.load(%frg_C_56, %coord_303) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %691 = arith.mulf %690, %458 : f32
            cute.memref.store(%frg_C_56, %coord_303, %691) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_304 = cute.make_coord() : () -> !cute.coord<"119">
            %692 = cute.memref.load(%frg_C_56, %coord_304) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %693 = arith.mulf %692, %458 : f32
            cute.memref.store(%frg_C_56, %coord_304, %693) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_305 = cute.make_coord() : () -> !cute.coord<"120">
            %694 = cute.memref.load(%frg_C_56, %coord_305) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %695 = arith.mulf %694, %453 : f32
            cute.memref.store(%frg_C_56, %coord_305, %695) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_306 = cute.make_coord() : () -> !cute.coord<"121">
            %696 = cute.memref.load(%frg_C_56, %coord_306) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %697 = arith.mulf %696, %453 : f32
            cute.memref.store(%frg_C_56, %coord_306, %697) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_307 = cute.make_coord() : () -> !cute.coord<"122">
            %698 = cute.memref.load(%frg_C_56, %coord_307) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %699 = arith.mulf %698, %458 : f32
            cute.memref.store(%frg_C_56, %coord_307, %699) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_308 = cute.make_coord() : () -> !cute.coord<"123">
            %700 = cute.memref.load(%frg_C_56, %coord_308) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %701 = arith.mulf %700, %458 : f32
            cute.memref.store(%frg_C_56, %coord_308, %701) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_309 = cute.make_coord() : () -> !cute.coord<"124">
            %702 = cute.memref.load(%frg_C_56, %coord_309) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %703 = arith.mulf %702, %453 : f32
            cute.memref.store(%frg_C_56, %coord_309, %703) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_310 = cute.make_coord() : () -> !cute.coord<"125">
            %704 = cute.memref.load(%frg_C_56, %coord_310) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %705 = arith.mulf %704, %453 : f32
            cute.memref.store(%frg_C_56, %coord_310, %705) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_311 = cute.make_coord() : () -> !cute.coord<"126">
            %706 = cute.memref.load(%frg_C_56, %coord_311) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %707 = arith.mulf %706, %458 : f32
            cute.memref.store(%frg_C_56, %coord_311, %707) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_312 = cute.make_coord() : () -> !cute.coord<"127">
            %708 = cute.memref.load(%frg_C_56, %coord_312) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %709 = arith.mulf %708, %458 : f32
            cute.memref.store(%frg_C_56, %coord_312, %709) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            nvvm.wgmma.fence.aligned
            %710 = cute_nvgpu.atom.set_value<accum_c>(%arg41, %true) : (!mma_f16_f16_f32_64x256x16, i1)
            %slice_313 = cute.slice(%frg_A_51, %coord_58) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.coord<"(_,_,0)">
            %slice_314 = cute.slice(%frg_B_53, %coord_59) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%710, %frg_C_56, %slice_313, %slice_314, %frg_C_56) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_315 = cute.slice(%frg_A_51, %coord_61) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.coord<"(_,_,1)">
            %slice_316 = cute.slice(%frg_B_53, %coord_63) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%710, %frg_C_56, %slice_315, %slice_316, %frg_C_56) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_317 = cute.slice(%frg_A_51, %coord_65) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.coord<"(_,_,2)">
            %slice_318 = cute.slice(%frg_B_53, %coord_67) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%710, %frg_C_56, %slice_317, %slice_318, %frg_C_56) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_319 = cute.slice(%frg_A_51, %coord_69) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.coord<"(_,_,3)">
            %slice_320 = cute.slice(%frg_B_53, %coord_71) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%710, %frg_C_56, %slice_319, %slice_320, %frg_C_56) : (!mma_f16_f16_f32_64x256x16, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %711 = arith.addi %127, %c3_i32 : i32
            nvvm.barrier.arrive id = %711 number_of_threads = %c384_i32
            scf.yield %319, %449, %451, %308, %309, %165, %710 : f32, f32, f32, f32, f32, !mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x256x16
          } {loop_annotation = #loop_annotation}
          %iter_57 = cute.recast_iter(%ptr_10) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f32, smem, align<1024>>
          %104 = cute.ptrtoint(%iter_57) : !cute.ptr<f32, smem, align<1024>> to i32
          %105 = nvvm.shfl.sync bfly %c-1_i32, %103#1, %c1_i32, %c31_i32 : f32 -> f32
          %106 = arith.addf %103#1, %105 : f32
          %107 = nvvm.shfl.sync bfly %c-1_i32, %103#2, %c1_i32, %c31_i32 : f32 -> f32
          %108 = arith.addf %103#2, %107 : f32
          %109 = nvvm.shfl.sync bfly %c-1_i32, %106, %c2_i32, %c31_i32 : f32 -> f32
          %110 = arith.addf %106, %109 : f32
          %111 = nvvm.shfl.sync bfly %c-1_i32, %108, %c2_i32, %c31_i32 : f32 -> f32
          %112 = arith.addf %108, %111 : f32
          %113 = arith.remsi %92, %c4_i32 : i32
          %114 = arith.cmpi eq, %113, %c0_i32 : i32
          scf.if %114 {
            %126 = arith.addi %101, %c64_i32 : i32
            %127 = arith.muli %126, %c4_i32 : i32
            %128 = arith.addi %104, %127 : i32
            %129 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %110 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%128, %129 : i32, f32)
            %130 = arith.addi %101, %c72_i32 : i32
            %131 = arith.muli %130, %c4_i32 : i32
            %132 = arith.addi %104, %131 : i32
            %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %112 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%132, %133 : i32, f32)
          }
          nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
          %115 = arith.muli %101, %c4_i32 : i32
          %116 = arith.addi %104, %115 : i32
          %117 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%116 : i32) -> f32
          %118 = arith.addf %110, %117 : f32
          %119 = arith.muli %102, %c4_i32 : i32
          %120 = arith.addi %104, %119 : i32
          %121 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%120 : i32) -> f32
          %122 = arith.addf %112, %121 : f32
          %123 = arith.muli %113, %c2_i32 : i32
          %124 = arith.addi %123, %c256_i32 : i32
          %125 = arith.cmpi eq, %arg33, %c1_i32 : i32
          scf.if %125 {
            %126 = arith.cmpf ogt, %118, %cst_2 : f32
            %127 = arith.divf %103#0, %118 : f32
            %128 = arith.select %126, %127, %cst_2 : f32
            %129 = arith.cmpf ogt, %122, %cst_2 : f32
            %130 = arith.divf %103#0, %122 : f32
            %131 = arith.select %129, %130, %cst_2 : f32
            %132 = arith.extsi %2 : i32 to i64
            %133 = arith.extsi %arg6 : i32 to i64
            %134 = arith.muli %132, %133 : i64
            %135 = arith.addi %13, %101 : i32
            %136 = arith.extsi %135 : i32 to i64
            %137 = arith.extsi %arg7 : i32 to i64
            %138 = arith.muli %136, %137 : i64
            %139 = arith.addi %134, %138 : i64
            %140 = arith.muli %139, %c2_i64 : i64
            %141 = arith.addi %arg5, %140 : i64
            %142 = arith.addi %13, %102 : i32
            %143 = arith.extsi %142 : i32 to i64
            %144 = arith.muli %143, %137 : i64
            %145 = arith.addi %134, %144 : i64
            %146 = arith.muli %145, %c2_i64 : i64
            %147 = arith.addi %arg5, %146 : i64
            %148 = arith.cmpi slt, %101, %15 : i32
            scf.if %148 {
              %181 = arith.muli %124, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"0">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"1">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %149 = arith.cmpi slt, %102, %15 : i32
            scf.if %149 {
              %181 = arith.muli %124, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"2">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"3">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %150 = arith.addi %123, %c264_i32 : i32
            scf.if %148 {
              %181 = arith.muli %150, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"4">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"5">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %150, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"6">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"7">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %151 = arith.addi %123, %c272_i32 : i32
            scf.if %148 {
              %181 = arith.muli %151, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"8">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"9">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %151, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"10">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"11">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %152 = arith.addi %123, %c280_i32 : i32
            scf.if %148 {
              %181 = arith.muli %152, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"12">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"13">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %152, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"14">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"15">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %153 = arith.addi %123, %c288_i32 : i32
            scf.if %148 {
              %181 = arith.muli %153, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"16">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"17">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %153, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"18">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"19">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %154 = arith.addi %123, %c296_i32 : i32
            scf.if %148 {
              %181 = arith.muli %154, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"20">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"21">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %154, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"22">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"23">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %155 = arith.addi %123, %c304_i32 : i32
            scf.if %148 {
              %181 = arith.muli %155, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"24">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"25">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %155, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"26">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"27">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %156 = arith.addi %123, %c312_i32 : i32
            scf.if %148 {
              %181 = arith.muli %156, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"28">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"29">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %156, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"30">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"31">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %157 = arith.addi %123, %c320_i32 : i32
            scf.if %148 {
              %181 = arith.muli %157, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"32">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"33">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %157, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"34">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"35">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %158 = arith.addi %123, %c328_i32 : i32
            scf.if %148 {
              %181 = arith.muli %158, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"36">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"37">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %158, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"38">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"39">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %159 = arith.addi %123, %c336_i32 : i32
            scf.if %148 {
              %181 = arith.muli %159, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"40">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"41">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %159, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"42">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"43">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %160 = arith.addi %123, %c344_i32 : i32
            scf.if %148 {
              %181 = arith.muli %160, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"44">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"45">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %160, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"46">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"47">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %161 = arith.addi %123, %c352_i32 : i32
            scf.if %148 {
              %181 = arith.muli %161, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"48">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"49">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %161, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"50">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"51">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %162 = arith.addi %123, %c360_i32 : i32
            scf.if %148 {
              %181 = arith.muli %162, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"52">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"53">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %162, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"54">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"55">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %163 = arith.addi %123, %c368_i32 : i32
            scf.if %148 {
              %181 = arith.muli %163, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"56">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"57">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %163, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"58">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"59">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %164 = arith.addi %123, %c376_i32 : i32
            scf.if %148 {
              %181 = arith.muli %164, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"60">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"61">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %164, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"62">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"63">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %165 = arith.addi %123, %c384_i32 : i32
            scf.if %148 {
              %181 = arith.muli %165, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"64">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"65">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %165, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"66">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"67">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %166 = arith.addi %123, %c392_i32 : i32
            scf.if %148 {
              %181 = arith.muli %166, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"68">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"69">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %166, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"70">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"71">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %167 = arith.addi %123, %c400_i32 : i32
            scf.if %148 {
              %181 = arith.muli %167, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"72">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"73">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %167, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"74">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"75">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %168 = arith.addi %123, %c408_i32 : i32
            scf.if %148 {
              %181 = arith.muli %168, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"76">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"77">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %168, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"78">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"79">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %169 = arith.addi %123, %c416_i32 : i32
            scf.if %148 {
              %181 = arith.muli %169, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"80">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"81">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %169, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"82">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"83">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %170 = arith.addi %123, %c424_i32 : i32
            scf.if %148 {
              %181 = arith.muli %170, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"84">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"85">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %170, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"86">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"87">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %171 = arith.addi %123, %c432_i32 : i32
            scf.if %148 {
              %181 = arith.muli %171, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"88">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"89">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %171, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"90">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"91">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %172 = arith.addi %123, %c440_i32 : i32
            scf.if %148 {
              %181 = arith.muli %172, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"92">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"93">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %172, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"94">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"95">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %173 = arith.addi %123, %c448_i32 : i32
            scf.if %148 {
              %181 = arith.muli %173, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"96">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"97">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %173, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"98">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"99">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %174 = arith.addi %123, %c456_i32 : i32
            scf.if %148 {
              %181 = arith.muli %174, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"100">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"101">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %174, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"102">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"103">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %175 = arith.addi %123, %c464_i32 : i32
            scf.if %148 {
              %181 = arith.muli %175, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"104">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"105">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %175, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"106">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"107">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %176 = arith.addi %123, %c472_i32 : i32
            scf.if %148 {
              %181 = arith.muli %176, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"108">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"109">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %176, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"110">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"111">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %177 = arith.addi %123, %c480_i32 : i32
            scf.if %148 {
              %181 = arith.muli %177, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"112">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"113">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %177, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"114">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"115">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %178 = arith.addi %123, %c488_i32 : i32
            scf.if %148 {
              %181 = arith.muli %178, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"116">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"117">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %178, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"118">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"119">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %179 = arith.addi %123, %c496_i32 : i32
            scf.if %148 {
              %181 = arith.muli %179, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"120">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"121">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %179, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"122">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"123">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            %180 = arith.addi %123, %c504_i32 : i32
            scf.if %148 {
              %181 = arith.muli %180, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %141, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"124">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %185 = arith.mulf %184, %128 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"125">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %187 = arith.mulf %186, %128 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
            scf.if %149 {
              %181 = arith.muli %180, %c2_i32 : i32
              %182 = arith.extsi %181 : i32 to i64
              %183 = arith.addi %147, %182 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"126">
              %184 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %185 = arith.mulf %184, %131 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"127">
              %186 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %187 = arith.mulf %186, %131 : f32
              %188 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
              %189 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %187 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%183, %188, %189 : i64, f32, f32)
            }
          } else {
            %126 = arith.extsi %2 : i32 to i64
            %127 = arith.extsi %5 : i32 to i64
            %128 = arith.muli %126, %127 : i64
            %129 = arith.extsi %3 : i32 to i64
            %130 = arith.addi %128, %129 : i64
            %131 = arith.extsi %arg33 : i32 to i64
            %132 = arith.muli %130, %131 : i64
            %133 = arith.cmpf ogt, %118, %cst_2 : f32
            %134 = arith.divf %103#0, %118 : f32
            %135 = arith.select %133, %134, %cst_2 : f32
            %136 = arith.cmpf ogt, %122, %cst_2 : f32
            %137 = arith.divf %103#0, %122 : f32
            %138 = arith.select %136, %137, %cst_2 : f32
            %139 = arith.extsi %4 : i32 to i64
            %140 = arith.addi %132, %139 : i64
            %141 = arith.extsi %15 : i32 to i64
            %142 = arith.muli %140, %141 : i64
            %143 = arith.extsi %101 : i32 to i64
            %144 = arith.addi %142, %143 : i64
            %145 = arith.muli %144, %c2048_i64 : i64
            %146 = arith.addi %arg29, %145 : i64
            %147 = arith.extsi %102 : i32 to i64
            %148 = arith.addi %142, %147 : i64
            %149 = arith.muli %148, %c2048_i64 : i64
            %150 = arith.addi %arg29, %149 : i64
            %151 = arith.cmpi slt, %101, %15 : i32
            scf.if %151 {
              %190 = arith.muli %124, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"0">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"1">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %152 = arith.cmpi slt, %102, %15 : i32
            scf.if %152 {
              %190 = arith.muli %124, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"2">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"3">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %153 = arith.addi %123, %c264_i32 : i32
            scf.if %151 {
              %190 = arith.muli %153, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"4">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"5">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %153, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"6">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"7">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %154 = arith.addi %123, %c272_i32 : i32
            scf.if %151 {
              %190 = arith.muli %154, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"8">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"9">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %154, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"10">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"11">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %155 = arith.addi %123, %c280_i32 : i32
            scf.if %151 {
              %190 = arith.muli %155, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"12">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"13">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %155, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"14">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"15">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %156 = arith.addi %123, %c288_i32 : i32
            scf.if %151 {
              %190 = arith.muli %156, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"16">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"17">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %156, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"18">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"19">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %157 = arith.addi %123, %c296_i32 : i32
            scf.if %151 {
              %190 = arith.muli %157, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"20">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"21">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %157, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"22">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"23">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %158 = arith.addi %123, %c304_i32 : i32
            scf.if %151 {
              %190 = arith.muli %158, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"24">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"25">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %158, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"26">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"27">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %159 = arith.addi %123, %c312_i32 : i32
            scf.if %151 {
              %190 = arith.muli %159, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"28">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"29">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %159, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"30">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"31">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %160 = arith.addi %123, %c320_i32 : i32
            scf.if %151 {
              %190 = arith.muli %160, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"32">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"33">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %160, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"34">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"35">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %161 = arith.addi %123, %c328_i32 : i32
            scf.if %151 {
              %190 = arith.muli %161, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"36">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"37">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %161, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"38">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"39">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %162 = arith.addi %123, %c336_i32 : i32
            scf.if %151 {
              %190 = arith.muli %162, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"40">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"41">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %162, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"42">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"43">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %163 = arith.addi %123, %c344_i32 : i32
            scf.if %151 {
              %190 = arith.muli %163, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"44">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"45">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %163, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"46">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"47">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %164 = arith.addi %123, %c352_i32 : i32
            scf.if %151 {
              %190 = arith.muli %164, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"48">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"49">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %164, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"50">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"51">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %165 = arith.addi %123, %c360_i32 : i32
            scf.if %151 {
              %190 = arith.muli %165, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"52">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"53">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %165, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"54">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"55">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %166 = arith.addi %123, %c368_i32 : i32
            scf.if %151 {
              %190 = arith.muli %166, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"56">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"57">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %166, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"58">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"59">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %167 = arith.addi %123, %c376_i32 : i32
            scf.if %151 {
              %190 = arith.muli %167, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"60">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"61">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %167, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"62">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"63">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %168 = arith.addi %123, %c384_i32 : i32
            scf.if %151 {
              %190 = arith.muli %168, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"64">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"65">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %168, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"66">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"67">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %169 = arith.addi %123, %c392_i32 : i32
            scf.if %151 {
              %190 = arith.muli %169, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"68">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"69">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %169, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"70">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"71">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %170 = arith.addi %123, %c400_i32 : i32
            scf.if %151 {
              %190 = arith.muli %170, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"72">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"73">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %170, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"74">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"75">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %171 = arith.addi %123, %c408_i32 : i32
            scf.if %151 {
              %190 = arith.muli %171, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"76">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"77">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %171, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"78">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"79">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %172 = arith.addi %123, %c416_i32 : i32
            scf.if %151 {
              %190 = arith.muli %172, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"80">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"81">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %172, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"82">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"83">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %173 = arith.addi %123, %c424_i32 : i32
            scf.if %151 {
              %190 = arith.muli %173, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"84">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"85">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %173, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"86">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"87">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %174 = arith.addi %123, %c432_i32 : i32
            scf.if %151 {
              %190 = arith.muli %174, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"88">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"89">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %174, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"90">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"91">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %175 = arith.addi %123, %c440_i32 : i32
            scf.if %151 {
              %190 = arith.muli %175, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"92">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"93">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %175, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"94">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"95">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %176 = arith.addi %123, %c448_i32 : i32
            scf.if %151 {
              %190 = arith.muli %176, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"96">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"97">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %176, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"98">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"99">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %177 = arith.addi %123, %c456_i32 : i32
            scf.if %151 {
              %190 = arith.muli %177, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"100">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"101">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %177, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"102">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"103">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %178 = arith.addi %123, %c464_i32 : i32
            scf.if %151 {
              %190 = arith.muli %178, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"104">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"105">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %178, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"106">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"107">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %179 = arith.addi %123, %c472_i32 : i32
            scf.if %151 {
              %190 = arith.muli %179, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"108">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"109">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %179, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"110">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"111">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %180 = arith.addi %123, %c480_i32 : i32
            scf.if %151 {
              %190 = arith.muli %180, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"112">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"113">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %180, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"114">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"115">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %181 = arith.addi %123, %c488_i32 : i32
            scf.if %151 {
              %190 = arith.muli %181, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"116">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"117">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %181, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"118">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"119">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %182 = arith.addi %123, %c496_i32 : i32
            scf.if %151 {
              %190 = arith.muli %182, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"120">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"121">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %182, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"122">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"123">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            %183 = arith.addi %123, %c504_i32 : i32
            scf.if %151 {
              %190 = arith.muli %183, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %146, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"124">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %194 = arith.mulf %193, %135 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"125">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %196 = arith.mulf %195, %135 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            scf.if %152 {
              %190 = arith.muli %183, %c4_i32 : i32
              %191 = arith.extsi %190 : i32 to i64
              %192 = arith.addi %150, %191 : i64
              %coord_58 = cute.make_coord() : () -> !cute.coord<"126">
              %193 = cute.memref.load(%frg_C_56, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %194 = arith.mulf %193, %138 : f32
              %coord_59 = cute.make_coord() : () -> !cute.coord<"127">
              %195 = cute.memref.load(%frg_C_56, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %196 = arith.mulf %195, %138 : f32
              %197 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %194 : (f32) -> f32
              %198 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %196 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%192, %197, %198 : i64, f32, f32)
            }
            nvvm.inline_ptx "fence.acq_rel.gpu;"
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %184 = arith.muli %130, %c4_i64 : i64
            %185 = arith.addi %arg28, %184 : i64
            %186 = arith.cmpi eq, %89, %c0_i32 : i32
            scf.if %186 {
              %190 = nvvm.inline_ptx "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};" ro(%185, %c1_i32 : i64, i32) -> i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%12, %190 : i32, i32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %187 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%12 : i32) -> i32
            %188 = arith.subi %arg33, %c1_i32 : i32
            %189 = arith.cmpi eq, %187, %188 : i32
            scf.if %189 {
              nvvm.inline_ptx "fence.acq_rel.gpu;"
              %190 = arith.muli %89, %c2_i32 : i32
              scf.for %arg34 = %c0_i32 to %15 step %c1_i32  : i32 {
                %191 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_1) -> (f32)  : i32 {
                  %213 = arith.extsi %arg35 : i32 to i64
                  %214 = arith.addi %132, %213 : i64
                  %215 = arith.muli %214, %141 : i64
                  %216 = arith.extsi %arg34 : i32 to i64
                  %217 = arith.addi %215, %216 : i64
                  %218 = arith.muli %217, %c4_i64 : i64
                  %219 = arith.addi %arg30, %218 : i64
                  %220 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%219 : i64) -> f32
                  %221 = nvvm.fmax %arg36, %220
                  scf.yield %221 : f32
                } {loop_annotation = #loop_annotation}
                %192 = arith.cmpf oeq, %191, %cst_1 : f32
                %193 = arith.select %192, %cst_2, %191 : f32
                %194:3 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_2, %arg37 = %cst_2, %arg38 = %cst_2) -> (f32, f32, f32)  : i32 {
                  %213 = arith.extsi %arg35 : i32 to i64
                  %214 = arith.addi %132, %213 : i64
                  %215 = arith.muli %214, %141 : i64
                  %216 = arith.extsi %arg34 : i32 to i64
                  %217 = arith.addi %215, %216 : i64
                  %218 = arith.muli %217, %c4_i64 : i64
                  %219 = arith.addi %arg30, %218 : i64
                  %220 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%219 : i64) -> f32
                  %221 = arith.subf %220, %193 : f32
                  %222 = math.exp2 %221 : f32
                  %223 = arith.addf %arg36, %222 : f32
                  %224 = arith.muli %217, %c512_i64 : i64
                  %225 = arith.extsi %190 : i32 to i64
                  %226 = arith.addi %224, %225 : i64
                  %227 = arith.muli %226, %c4_i64 : i64
                  %228 = arith.addi %arg29, %227 : i64
                  %229 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%228 : i64) -> f32
                  %230 = arith.mulf %222, %229 : f32
                  %231 = arith.addf %arg37, %230 : f32
                  %232 = arith.addi %228, %c4_i64 : i64
                  %233 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%232 : i64) -> f32
                  %234 = arith.mulf %222, %233 : f32
                  %235 = arith.addf %arg38, %234 : f32
                  scf.yield %223, %231, %235 : f32, f32, f32
                } {loop_annotation = #loop_annotation}
                %195 = arith.cmpf ogt, %194#0, %cst_2 : f32
                %196 = arith.divf %cst_0, %194#0 : f32
                %197 = arith.select %195, %196, %cst_2 : f32
                %198 = arith.extsi %arg6 : i32 to i64
                %199 = arith.muli %126, %198 : i64
                %200 = arith.addi %13, %arg34 : i32
                %201 = arith.extsi %200 : i32 to i64
                %202 = arith.extsi %arg7 : i32 to i64
                %203 = arith.muli %201, %202 : i64
                %204 = arith.addi %199, %203 : i64
                %205 = arith.extsi %190 : i32 to i64
                %206 = arith.addi %204, %205 : i64
                %207 = arith.muli %206, %c2_i64 : i64
                %208 = arith.addi %arg5, %207 : i64
                %209 = arith.mulf %194#1, %197 : f32
                %210 = arith.mulf %194#2, %197 : f32
                %211 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %209 : (f32) -> f32
                %212 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %210 : (f32) -> f32
                nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%208, %211, %212 : i64, f32, f32)
              } {loop_annotation = #loop_annotation}
              scf.if %186 {
                nvvm.inline_ptx "st.global.b32 [{$r0}], {$r1};" ro(%185, %c0_i32 : i64, i32)
              }
            }
          }
        }
      }
      return
    }
  }
  func.func @cutlass___call___sparsemlakernelscutedecode_f16SparseDecodeF16Sm90_object_at___________________________________CUstream_0x0(%arg0: i64, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i32, %arg5: i32, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i32, %arg11: i64, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: f32, %arg17: i64, %arg18: i64, %arg19: i32, %arg20: i64, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: f32, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: i32, %arg30: i32, %arg31: f32, %arg32: i32, %arg33: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c63_i32 = arith.constant 63 : i32
    %c0_i32 = arith.constant 0 : i32
    %c384_i32 = arith.constant 384 : i32
    %c232448_i64 = arith.constant 232448 : i64
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x32x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
    %0 = cute.make_tiled_mma(%atom) : !mma_f16_f16_f32_64x32x16
    %atom_0 = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
    %1 = cute.make_tiled_mma(%atom_0) : !mma_f16_f16_f32_64x256x16
    %2 = arith.addi %arg30, %c63_i32 : i32
    %3 = arith.floordivsi %2, %c64_i32 : i32
    %4 = cute.kernel_smem_size @kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_f16SparseDecodeF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK643216_TVLayoutA12864160164_0 : i64
    %5 = arith.cmpi sgt, %4, %c232448_i64 : i64
    scf.if %5 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_f16SparseDecodeF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK643216_TVLayoutA12864160164_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %4) : i64
    }
    %6 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %4, gridDim = (%arg29, %3, %arg32), stream = %arg33) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%6] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    cuda.launch_cfg.cooperative[%6] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %7 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_f16SparseDecodeF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK643216_TVLayoutA12864160164_0<%6> (%0, %1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg30, %arg31, %arg32) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x256x16, i64, i32, i32, i64, i32, i32, i64, i64, i64, i64, i32, i64, i32, i32, i32, i32, f32, i64, i64, i32, i64, i32, i32, i32, i32, f32, i64, i64, i64, i32, f32, i32) -> !cuda.result
    %8 = cuda.cast %7 : !cuda.result -> i32
    cuda.return_if_error %8 : i32
    return %c0_i32 : i32
  }
}

