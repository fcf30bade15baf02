!memref_rmem_bf16 = !cute.memref<bf16, rmem, align<32>, "((2,2,2),1,4):((1,2,4),0,8)">
!memref_rmem_bf16_1 = !cute.memref<bf16, rmem, align<32>, "((2,2,2),1):((1,2,4),0)">
!memref_rmem_bf16_2 = !cute.memref<bf16, rmem, align<16>, "((2,2,2),1):((1,2,4),0)">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<128>, "((2,2,8),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<512>, "((2,2,32),1,1):((1,2,4),0,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "((2,2,2),1,4):((1,2,4),0,8)">
!memref_smem_bf16 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,8),(64,8)):((64,512),(1,4096))">
!memref_smem_bf16_1 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
!memref_smem_bf16_2 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,4),(8,8),2):((1,4096),(64,512),32768)">
!memref_smem_bf16_3 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,16),1,(4,8)):((64,1),0,(16,4096))">
!memref_smem_bf16_4 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,16),1,(4,8),(1,2)):((64,1),0,(16,4096),(0,32768))">
!memref_smem_bf16_5 = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((64,4),16),1,4,2):(((1,4096),64),0,1024,32768)">
!memref_smem_i8 = !cute.memref<i8, smem, align<1024>, "230400:1">
!mma_bf16_bf16_f32_64x256x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
!mma_bf16_bf16_f32_64x64x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_sparsemlakernelscutedecodeSparseDecodeSm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayo_0(%arg0: !mma_bf16_bf16_f32_64x64x16, %arg1: !mma_bf16_bf16_f32_64x256x16, %arg2: i64, %arg3: i32, %arg4: i32, %arg5: i64, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i32, %arg13: i64, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: f32, %arg19: i64, %arg20: i64, %arg21: i32, %arg22: i64, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: f32, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i32, %arg32: f32, %arg33: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %c9_i32 = arith.constant 9 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c560_i64 = arith.constant 560 : i64
      %c544_i64 = arith.constant 544 : i64
      %c528_i64 = arith.constant 528 : i64
      %c496_i64 = arith.constant 496 : i64
      %c480_i64 = arith.constant 480 : i64
      %c464_i64 = arith.constant 464 : i64
      %c63_i32 = arith.constant 63 : i32
      %c512_i64 = arith.constant 512 : i64
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
      %cst_1 = arith.constant 1.000000e+00 : f32
      %cst_2 = arith.constant 1.44269502 : f32
      %c31_i32 = arith.constant 31 : i32
      %c56_i32 = arith.constant 56 : i32
      %c40_i32 = arith.constant 40 : i32
      %true = arith.constant true
      %false = arith.constant false
      %cst_3 = arith.constant 0xFF800000 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %0 = cute.static : !cute.swizzle<"S<3,4,3>">
      %c24_i32 = arith.constant 24 : i32
      %c23_i32 = arith.constant 23 : i32
      %c255_i32 = arith.constant 255 : i32
      %c7_i32 = arith.constant 7 : i32
      %c6_i32 = arith.constant 6 : i32
      %c5_i32 = arith.constant 5 : i32
      %c448_i64 = arith.constant 448 : i64
      %c57344_i32 = arith.constant 57344 : i32
      %c3_i32 = arith.constant 3 : i32
      %c240_i32 = arith.constant 240 : i32
      %c224_i32 = arith.constant 224 : i32
      %c208_i32 = arith.constant 208 : i32
      %c192_i32 = arith.constant 192 : i32
      %c176_i32 = arith.constant 176 : i32
      %c160_i32 = arith.constant 160 : i32
      %c144_i32 = arith.constant 144 : i32
      %c112_i32 = arith.constant 112 : i32
      %c96_i32 = arith.constant 96 : i32
      %c80_i32 = arith.constant 80 : i32
      %c48_i32 = arith.constant 48 : i32
      %c32_i32 = arith.constant 32 : i32
      %c256_i32 = arith.constant 256 : i32
      %c2139062143_i32 = arith.constant 2139062143 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i64 = arith.constant 8 : i64
      %c576_i64 = arith.constant 576 : i64
      %c512_i32 = arith.constant 512 : i32
      %c65536_i32 = arith.constant 65536 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c16_i32 = arith.constant 16 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c2_i64 = arith.constant 2 : i64
      %c8_i32 = arith.constant 8 : i32
      %c384_i32 = arith.constant 384 : i32
      %c4096_i32 = arith.constant 4096 : i32
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
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32, smem.struct_fields = ["sQ:65536:0", "sKV:131072:65536", "sRaw:32768:196608", "sValid:512:229376", "sMisc:16:229888"]} : !memref_smem_i8
      %iter = cute.get_iter(%smem) : !memref_smem_i8
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"65536">
      %ptr = cute.add_offset(%iter, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"65536">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"196608">
      %ptr_6 = cute.add_offset(%iter, %int_tuple_5) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"196608">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"229376">
      %ptr_8 = cute.add_offset(%iter, %int_tuple_7) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"229376">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"229888">
      %ptr_10 = cute.add_offset(%iter, %int_tuple_9) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"229888">) -> !cute.ptr<i8, smem, align<512>>
      %iter_11 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>>
      %8 = cute.ptrtoint(%iter_11) : !cute.ptr<bf16, smem, align<1024>> to i32
      %iter_12 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>>
      %9 = cute.ptrtoint(%iter_12) : !cute.ptr<bf16, smem, align<1024>> to i32
      %iter_13 = cute.recast_iter(%ptr_6) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i8, smem, align<1024>>
      %10 = cute.ptrtoint(%iter_13) : !cute.ptr<i8, smem, align<1024>> to i32
      %iter_14 = cute.recast_iter(%ptr_8) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i32, smem, align<1024>>
      %11 = cute.ptrtoint(%iter_14) : !cute.ptr<i32, smem, align<1024>> to i32
      %iter_15 = cute.recast_iter(%ptr_10) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<i32, smem, align<512>>
      %12 = cute.ptrtoint(%iter_15) : !cute.ptr<i32, smem, align<512>> to i32
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
      scf.for %arg34 = %1 to %c4096_i32 step %c384_i32  : i32 {
        %39 = arith.floordivsi %arg34, %c64_i32 : i32
        %40 = arith.remsi %arg34, %c64_i32 : i32
        %41 = arith.muli %40, %c8_i32 : i32
        %42 = arith.cmpi slt, %39, %15 : i32
        %43 = arith.subi %15, %c1_i32 : i32
        %44 = arith.minsi %39, %43 : i32
        %45 = arith.extsi %arg3 : i32 to i64
        %46 = arith.muli %16, %45 : i64
        %47 = arith.addi %13, %44 : i32
        %48 = arith.extsi %47 : i32 to i64
        %49 = arith.extsi %arg4 : i32 to i64
        %50 = arith.muli %48, %49 : i64
        %51 = arith.addi %46, %50 : i64
        %52 = arith.extsi %41 : i32 to i64
        %53 = arith.addi %51, %52 : i64
        %54 = arith.muli %53, %c2_i64 : i64
        %55 = arith.addi %arg2, %54 : i64
        %56 = arith.floordivsi %41, %c64_i32 : i32
        %57 = arith.muli %56, %c8192_i32 : i32
        %58 = arith.muli %39, %c128_i32 : i32
        %59 = arith.addi %57, %58 : i32
        %60 = arith.remsi %41, %c64_i32 : i32
        %61 = arith.floordivsi %60, %c8_i32 : i32
        %62 = arith.remsi %39, %c8_i32 : i32
        %63 = arith.xori %61, %62 : i32
        %64 = arith.muli %63, %c16_i32 : i32
        %65 = arith.addi %59, %64 : i32
        %66 = arith.addi %8, %65 : i32
        %67 = arith.select %42, %c16_i32, %c0_i32 : i32
        nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%66, %55, %67 : i32, i64, i32)
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier
      %38 = arith.cmpi eq, %7, %c0_i32 : i32
      scf.if %38 {
        nvvm.setmaxregister decrease 56
        %39 = arith.floordivsi %1, %c2_i32 : i32
        %40 = arith.remsi %1, %c2_i32 : i32
        %41 = arith.muli %35, %c64_i32 : i32
        %42 = arith.addi %41, %39 : i32
        %43 = arith.cmpi slt, %35, %37 : i32
        %44 = arith.cmpi slt, %42, %21 : i32
        %45 = arith.andi %43, %44 : i1
        %46 = arith.extsi %arg12 : i32 to i64
        %47 = arith.muli %16, %46 : i64
        %48 = arith.extsi %42 : i32 to i64
        %49 = arith.addi %47, %48 : i64
        %50 = arith.muli %49, %c4_i64 : i64
        %51 = arith.addi %arg11, %50 : i64
        %52 = arith.cmpi sge, %35, %23 : i32
        %53:2 = scf.if %52 -> (i1, i64) {
          %60 = arith.subi %35, %23 : i32
          %61 = arith.muli %60, %c64_i32 : i32
          %62 = arith.addi %61, %39 : i32
          %63 = arith.cmpi slt, %62, %27 : i32
          %64 = arith.andi %43, %63 : i1
          %65 = arith.extsi %arg21 : i32 to i64
          %66 = arith.muli %16, %65 : i64
          %67 = arith.extsi %62 : i32 to i64
          %68 = arith.addi %66, %67 : i64
          %69 = arith.muli %68, %c4_i64 : i64
          %70 = arith.addi %arg20, %69 : i64
          scf.yield %64, %70 : i1, i64
        } else {
          scf.yield %45, %51 : i1, i64
        }
        %54 = arith.extui %53#0 : i1 to i32
        %55 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%53#1, %54, %c-1_i32 : i64, i32, i32) -> i32
        %56 = scf.for %arg34 = %35 to %37 step %c1_i32 iter_args(%arg35 = %55) -> (i32)  : i32 {
          %60 = arith.subi %arg34, %35 : i32
          %61 = arith.remsi %60, %c2_i32 : i32
          %62 = arith.addi %arg34, %c1_i32 : i32
          %63 = arith.muli %62, %c64_i32 : i32
          %64 = arith.addi %63, %39 : i32
          %65 = arith.cmpi slt, %62, %37 : i32
          %66 = arith.cmpi slt, %64, %21 : i32
          %67 = arith.andi %65, %66 : i1
          %68 = arith.extsi %64 : i32 to i64
          %69 = arith.addi %47, %68 : i64
          %70 = arith.muli %69, %c4_i64 : i64
          %71 = arith.addi %arg11, %70 : i64
          %72 = arith.cmpi sge, %62, %23 : i32
          %73:2 = scf.if %72 -> (i1, i64) {
            %77 = arith.subi %62, %23 : i32
            %78 = arith.muli %77, %c64_i32 : i32
            %79 = arith.addi %78, %39 : i32
            %80 = arith.cmpi slt, %79, %27 : i32
            %81 = arith.andi %65, %80 : i1
            %82 = arith.extsi %arg21 : i32 to i64
            %83 = arith.muli %16, %82 : i64
            %84 = arith.extsi %79 : i32 to i64
            %85 = arith.addi %83, %84 : i64
            %86 = arith.muli %85, %c4_i64 : i64
            %87 = arith.addi %arg20, %86 : i64
            scf.yield %81, %87 : i1, i64
          } else {
            scf.yield %67, %71 : i1, i64
          }
          %74 = arith.extui %73#0 : i1 to i32
          %75 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%73#1, %74, %c-1_i32 : i64, i32, i32) -> i32
          %76 = arith.cmpi slt, %arg34, %23 : i32
          scf.if %76 {
            %77 = arith.cmpi sge, %arg35, %c0_i32 : i32
            %78 = arith.cmpi slt, %arg35, %arg17 : i32
            %79 = arith.andi %77, %78 : i1
            %80 = arith.select %79, %arg35, %c0_i32 : i32
            %81 = arith.floordivsi %80, %arg15 : i32
            %82 = arith.remsi %80, %arg15 : i32
            %83 = arith.select %79, %c16_i32, %c0_i32 : i32
            %84 = arith.muli %61, %c65536_i32 : i32
            %85 = arith.addi %9, %84 : i32
            %86 = arith.muli %39, %c512_i32 : i32
            %87 = arith.addi %10, %86 : i32
            %88 = arith.extsi %81 : i32 to i64
            %89 = arith.extsi %arg16 : i32 to i64
            %90 = arith.muli %88, %89 : i64
            %91 = arith.addi %arg10, %90 : i64
            %92 = arith.extsi %82 : i32 to i64
            %93 = arith.muli %92, %c576_i64 : i64
            %94 = arith.addi %91, %93 : i64
            %95 = arith.extsi %arg15 : i32 to i64
            %96 = arith.muli %95, %c576_i64 : i64
            %97 = arith.addi %91, %96 : i64
            %98 = arith.muli %92, %c8_i64 : i64
            %99 = arith.addi %97, %98 : i64
            %100 = arith.muli %40, %c4_i32 : i32
            %101 = arith.extsi %100 : i32 to i64
            %102 = arith.addi %99, %101 : i64
            %103 = arith.extui %79 : i1 to i32
            %104 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%102, %103, %c2139062143_i32 : i64, i32, i32) -> i32
            %105 = arith.muli %40, %c256_i32 : i32
            %106 = arith.addi %87, %105 : i32
            %107 = arith.extsi %105 : i32 to i64
            %108 = arith.addi %94, %107 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%106, %108, %83 : i32, i64, i32)
            %109 = arith.addi %105, %c16_i32 : i32
            %110 = arith.addi %87, %109 : i32
            %111 = arith.extsi %109 : i32 to i64
            %112 = arith.addi %94, %111 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%110, %112, %83 : i32, i64, i32)
            %113 = arith.addi %105, %c32_i32 : i32
            %114 = arith.addi %87, %113 : i32
            %115 = arith.extsi %113 : i32 to i64
            %116 = arith.addi %94, %115 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%114, %116, %83 : i32, i64, i32)
            %117 = arith.addi %105, %c48_i32 : i32
            %118 = arith.addi %87, %117 : i32
            %119 = arith.extsi %117 : i32 to i64
            %120 = arith.addi %94, %119 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%118, %120, %83 : i32, i64, i32)
            %121 = arith.addi %105, %c64_i32 : i32
            %122 = arith.addi %87, %121 : i32
            %123 = arith.extsi %121 : i32 to i64
            %124 = arith.addi %94, %123 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%122, %124, %83 : i32, i64, i32)
            %125 = arith.addi %105, %c80_i32 : i32
            %126 = arith.addi %87, %125 : i32
            %127 = arith.extsi %125 : i32 to i64
            %128 = arith.addi %94, %127 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%126, %128, %83 : i32, i64, i32)
            %129 = arith.addi %105, %c96_i32 : i32
            %130 = arith.addi %87, %129 : i32
            %131 = arith.extsi %129 : i32 to i64
            %132 = arith.addi %94, %131 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%130, %132, %83 : i32, i64, i32)
            %133 = arith.addi %105, %c112_i32 : i32
            %134 = arith.addi %87, %133 : i32
            %135 = arith.extsi %133 : i32 to i64
            %136 = arith.addi %94, %135 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%134, %136, %83 : i32, i64, i32)
            %137 = arith.addi %105, %c128_i32 : i32
            %138 = arith.addi %87, %137 : i32
            %139 = arith.extsi %137 : i32 to i64
            %140 = arith.addi %94, %139 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%138, %140, %83 : i32, i64, i32)
            %141 = arith.addi %105, %c144_i32 : i32
            %142 = arith.addi %87, %141 : i32
            %143 = arith.extsi %141 : i32 to i64
            %144 = arith.addi %94, %143 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%142, %144, %83 : i32, i64, i32)
            %145 = arith.addi %105, %c160_i32 : i32
            %146 = arith.addi %87, %145 : i32
            %147 = arith.extsi %145 : i32 to i64
            %148 = arith.addi %94, %147 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%146, %148, %83 : i32, i64, i32)
            %149 = arith.addi %105, %c176_i32 : i32
            %150 = arith.addi %87, %149 : i32
            %151 = arith.extsi %149 : i32 to i64
            %152 = arith.addi %94, %151 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%150, %152, %83 : i32, i64, i32)
            %153 = arith.addi %105, %c192_i32 : i32
            %154 = arith.cmpi eq, %40, %c0_i32 : i32
            scf.if %154 {
              %423 = arith.addi %87, %153 : i32
              %424 = arith.extsi %153 : i32 to i64
              %425 = arith.addi %94, %424 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%423, %425, %83 : i32, i64, i32)
            }
            %155 = arith.addi %105, %c208_i32 : i32
            scf.if %154 {
              %423 = arith.addi %87, %155 : i32
              %424 = arith.extsi %155 : i32 to i64
              %425 = arith.addi %94, %424 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%423, %425, %83 : i32, i64, i32)
            }
            %156 = arith.addi %105, %c224_i32 : i32
            scf.if %154 {
              %423 = arith.addi %87, %156 : i32
              %424 = arith.extsi %156 : i32 to i64
              %425 = arith.addi %94, %424 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%423, %425, %83 : i32, i64, i32)
            }
            %157 = arith.addi %105, %c240_i32 : i32
            scf.if %154 {
              %423 = arith.addi %87, %157 : i32
              %424 = arith.extsi %157 : i32 to i64
              %425 = arith.addi %94, %424 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%423, %425, %83 : i32, i64, i32)
            }
            nvvm.cp.async.commit.group
            %158 = arith.cmpi sge, %60, %c2_i32 : i32
            scf.if %158 {
              %423 = arith.addi %61, %c3_i32 : i32
              nvvm.barrier id = %423 number_of_threads = %c384_i32
            }
            %159 = arith.cmpi eq, %40, %c1_i32 : i32
            scf.if %159 {
              %423 = arith.muli %39, %c128_i32 : i32
              %424 = arith.addi %423, %c57344_i32 : i32
              %425 = arith.remsi %39, %c8_i32 : i32
              %426 = arith.muli %425, %c16_i32 : i32
              %427 = arith.addi %424, %426 : i32
              %428 = arith.addi %85, %427 : i32
              %429 = arith.addi %94, %c448_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%428, %429, %83 : i32, i64, i32)
              %430 = arith.xori %425, %c1_i32 : i32
              %431 = arith.muli %430, %c16_i32 : i32
              %432 = arith.addi %424, %431 : i32
              %433 = arith.addi %85, %432 : i32
              %434 = arith.addi %94, %c464_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%433, %434, %83 : i32, i64, i32)
              %435 = arith.xori %425, %c2_i32 : i32
              %436 = arith.muli %435, %c16_i32 : i32
              %437 = arith.addi %424, %436 : i32
              %438 = arith.addi %85, %437 : i32
              %439 = arith.addi %94, %c480_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%438, %439, %83 : i32, i64, i32)
              %440 = arith.xori %425, %c3_i32 : i32
              %441 = arith.muli %440, %c16_i32 : i32
              %442 = arith.addi %424, %441 : i32
              %443 = arith.addi %85, %442 : i32
              %444 = arith.addi %94, %c496_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%443, %444, %83 : i32, i64, i32)
              %445 = arith.xori %425, %c4_i32 : i32
              %446 = arith.muli %445, %c16_i32 : i32
              %447 = arith.addi %424, %446 : i32
              %448 = arith.addi %85, %447 : i32
              %449 = arith.addi %94, %c512_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%448, %449, %83 : i32, i64, i32)
              %450 = arith.xori %425, %c5_i32 : i32
              %451 = arith.muli %450, %c16_i32 : i32
              %452 = arith.addi %424, %451 : i32
              %453 = arith.addi %85, %452 : i32
              %454 = arith.addi %94, %c528_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%453, %454, %83 : i32, i64, i32)
              %455 = arith.xori %425, %c6_i32 : i32
              %456 = arith.muli %455, %c16_i32 : i32
              %457 = arith.addi %424, %456 : i32
              %458 = arith.addi %85, %457 : i32
              %459 = arith.addi %94, %c544_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%458, %459, %83 : i32, i64, i32)
              %460 = arith.xori %425, %c7_i32 : i32
              %461 = arith.muli %460, %c16_i32 : i32
              %462 = arith.addi %424, %461 : i32
              %463 = arith.addi %85, %462 : i32
              %464 = arith.addi %94, %c560_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%463, %464, %83 : i32, i64, i32)
              nvvm.cp.async.commit.group
            }
            nvvm.cp.async.wait.group 0
            %160 = arith.andi %104, %c255_i32 : i32
            %161 = arith.shli %160, %c23_i32 : i32
            %162 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%161 : i32) -> f32
            %163 = arith.floordivsi %105, %c64_i32 : i32
            %164 = arith.muli %163, %c8192_i32 : i32
            %165 = arith.muli %39, %c128_i32 : i32
            %166 = arith.addi %164, %165 : i32
            %167 = arith.remsi %105, %c64_i32 : i32
            %168 = arith.floordivsi %167, %c8_i32 : i32
            %169 = arith.remsi %39, %c8_i32 : i32
            %170 = arith.xori %168, %169 : i32
            %171 = arith.muli %170, %c16_i32 : i32
            %172 = arith.addi %166, %171 : i32
            %173 = arith.addi %85, %172 : i32
            %174 = arith.addi %105, %c8_i32 : i32
            %175 = arith.floordivsi %174, %c64_i32 : i32
            %176 = arith.muli %175, %c8192_i32 : i32
            %177 = arith.addi %176, %165 : i32
            %178 = arith.remsi %174, %c64_i32 : i32
            %179 = arith.floordivsi %178, %c8_i32 : i32
            %180 = arith.xori %179, %169 : i32
            %181 = arith.muli %180, %c16_i32 : i32
            %182 = arith.addi %177, %181 : i32
            %183 = arith.addi %85, %182 : i32
            %184 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %162 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%106, %173, %183, %184 : i32, i32, i32, f32)
            %185 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%161 : i32) -> f32
            %186 = arith.floordivsi %109, %c64_i32 : i32
            %187 = arith.muli %186, %c8192_i32 : i32
            %188 = arith.addi %187, %165 : i32
            %189 = arith.remsi %109, %c64_i32 : i32
            %190 = arith.floordivsi %189, %c8_i32 : i32
            %191 = arith.xori %190, %169 : i32
            %192 = arith.muli %191, %c16_i32 : i32
            %193 = arith.addi %188, %192 : i32
            %194 = arith.addi %85, %193 : i32
            %195 = arith.addi %105, %c24_i32 : i32
            %196 = arith.floordivsi %195, %c64_i32 : i32
            %197 = arith.muli %196, %c8192_i32 : i32
            %198 = arith.addi %197, %165 : i32
            %199 = arith.remsi %195, %c64_i32 : i32
            %200 = arith.floordivsi %199, %c8_i32 : i32
            %201 = arith.xori %200, %169 : i32
            %202 = arith.muli %201, %c16_i32 : i32
            %203 = arith.addi %198, %202 : i32
            %204 = arith.addi %85, %203 : i32
            %205 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%110, %194, %204, %205 : i32, i32, i32, f32)
            %206 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%161 : i32) -> f32
            %207 = arith.floordivsi %113, %c64_i32 : i32
            %208 = arith.muli %207, %c8192_i32 : i32
            %209 = arith.addi %208, %165 : i32
            %210 = arith.remsi %113, %c64_i32 : i32
            %211 = arith.floordivsi %210, %c8_i32 : i32
            %212 = arith.xori %211, %169 : i32
            %213 = arith.muli %212, %c16_i32 : i32
            %214 = arith.addi %209, %213 : i32
            %215 = arith.addi %85, %214 : i32
            %216 = arith.addi %105, %c40_i32 : i32
            %217 = arith.floordivsi %216, %c64_i32 : i32
            %218 = arith.muli %217, %c8192_i32 : i32
            %219 = arith.addi %218, %165 : i32
            %220 = arith.remsi %216, %c64_i32 : i32
            %221 = arith.floordivsi %220, %c8_i32 : i32
            %222 = arith.xori %221, %169 : i32
            %223 = arith.muli %222, %c16_i32 : i32
            %224 = arith.addi %219, %223 : i32
            %225 = arith.addi %85, %224 : i32
            %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %206 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%114, %215, %225, %226 : i32, i32, i32, f32)
            %227 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%161 : i32) -> f32
            %228 = arith.floordivsi %117, %c64_i32 : i32
            %229 = arith.muli %228, %c8192_i32 : i32
            %230 = arith.addi %229, %165 : i32
            %231 = arith.remsi %117, %c64_i32 : i32
            %232 = arith.floordivsi %231, %c8_i32 : i32
            %233 = arith.xori %232, %169 : i32
            %234 = arith.muli %233, %c16_i32 : i32
            %235 = arith.addi %230, %234 : i32
            %236 = arith.addi %85, %235 : i32
            %237 = arith.addi %105, %c56_i32 : i32
            %238 = arith.floordivsi %237, %c64_i32 : i32
            %239 = arith.muli %238, %c8192_i32 : i32
            %240 = arith.addi %239, %165 : i32
            %241 = arith.remsi %237, %c64_i32 : i32
            %242 = arith.floordivsi %241, %c8_i32 : i32
            %243 = arith.xori %242, %169 : i32
            %244 = arith.muli %243, %c16_i32 : i32
            %245 = arith.addi %240, %244 : i32
            %246 = arith.addi %85, %245 : i32
            %247 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %227 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%118, %236, %246, %247 : i32, i32, i32, f32)
            %248 = arith.shrsi %104, %c8_i32 : i32
            %249 = arith.andi %248, %c255_i32 : i32
            %250 = arith.shli %249, %c23_i32 : i32
            %251 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%250 : i32) -> f32
            %252 = arith.floordivsi %121, %c64_i32 : i32
            %253 = arith.muli %252, %c8192_i32 : i32
            %254 = arith.addi %253, %165 : i32
            %255 = arith.remsi %121, %c64_i32 : i32
            %256 = arith.floordivsi %255, %c8_i32 : i32
            %257 = arith.xori %256, %169 : i32
            %258 = arith.muli %257, %c16_i32 : i32
            %259 = arith.addi %254, %258 : i32
            %260 = arith.addi %85, %259 : i32
            %261 = arith.addi %105, %c72_i32 : i32
            %262 = arith.floordivsi %261, %c64_i32 : i32
            %263 = arith.muli %262, %c8192_i32 : i32
            %264 = arith.addi %263, %165 : i32
            %265 = arith.remsi %261, %c64_i32 : i32
            %266 = arith.floordivsi %265, %c8_i32 : i32
            %267 = arith.xori %266, %169 : i32
            %268 = arith.muli %267, %c16_i32 : i32
            %269 = arith.addi %264, %268 : i32
            %270 = arith.addi %85, %269 : i32
            %271 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %251 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%122, %260, %270, %271 : i32, i32, i32, f32)
            %272 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%250 : i32) -> f32
            %273 = arith.floordivsi %125, %c64_i32 : i32
            %274 = arith.muli %273, %c8192_i32 : i32
            %275 = arith.addi %274, %165 : i32
            %276 = arith.remsi %125, %c64_i32 : i32
            %277 = arith.floordivsi %276, %c8_i32 : i32
            %278 = arith.xori %277, %169 : i32
            %279 = arith.muli %278, %c16_i32 : i32
            %280 = arith.addi %275, %279 : i32
            %281 = arith.addi %85, %280 : i32
            %282 = arith.addi %105, %c88_i32 : i32
            %283 = arith.floordivsi %282, %c64_i32 : i32
            %284 = arith.muli %283, %c8192_i32 : i32
            %285 = arith.addi %284, %165 : i32
            %286 = arith.remsi %282, %c64_i32 : i32
            %287 = arith.floordivsi %286, %c8_i32 : i32
            %288 = arith.xori %287, %169 : i32
            %289 = arith.muli %288, %c16_i32 : i32
            %290 = arith.addi %285, %289 : i32
            %291 = arith.addi %85, %290 : i32
            %292 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %272 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%126, %281, %291, %292 : i32, i32, i32, f32)
            %293 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%250 : i32) -> f32
            %294 = arith.floordivsi %129, %c64_i32 : i32
            %295 = arith.muli %294, %c8192_i32 : i32
            %296 = arith.addi %295, %165 : i32
            %297 = arith.remsi %129, %c64_i32 : i32
            %298 = arith.floordivsi %297, %c8_i32 : i32
            %299 = arith.xori %298, %169 : i32
            %300 = arith.muli %299, %c16_i32 : i32
            %301 = arith.addi %296, %300 : i32
            %302 = arith.addi %85, %301 : i32
            %303 = arith.addi %105, %c104_i32 : i32
            %304 = arith.floordivsi %303, %c64_i32 : i32
            %305 = arith.muli %304, %c8192_i32 : i32
            %306 = arith.addi %305, %165 : i32
            %307 = arith.remsi %303, %c64_i32 : i32
            %308 = arith.floordivsi %307, %c8_i32 : i32
            %309 = arith.xori %308, %169 : i32
            %310 = arith.muli %309, %c16_i32 : i32
            %311 = arith.addi %306, %310 : i32
            %312 = arith.addi %85, %311 : i32
            %313 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %293 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%130, %302, %312, %313 : i32, i32, i32, f32)
            %314 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%250 : i32) -> f32
            %315 = arith.floordivsi %133, %c64_i32 : i32
            %316 = arith.muli %315, %c8192_i32 : i32
            %317 = arith.addi %316, %165 : i32
            %318 = arith.remsi %133, %c64_i32 : i32
            %319 = arith.floordivsi %318, %c8_i32 : i32
            %320 = arith.xori %319, %169 : i32
            %321 = arith.muli %320, %c16_i32 : i32
            %322 = arith.addi %317, %321 : i32
            %323 = arith.addi %85, %322 : i32
            %324 = arith.addi %105, %c120_i32 : i32
            %325 = arith.floordivsi %324, %c64_i32 : i32
            %326 = arith.muli %325, %c8192_i32 : i32
            %327 = arith.addi %326, %165 : i32
            %328 = arith.remsi %324, %c64_i32 : i32
            %329 = arith.floordivsi %328, %c8_i32 : i32
            %330 = arith.xori %329, %169 : i32
            %331 = arith.muli %330, %c16_i32 : i32
            %332 = arith.addi %327, %331 : i32
            %333 = arith.addi %85, %332 : i32
            %334 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %314 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%134, %323, %333, %334 : i32, i32, i32, f32)
            %335 = arith.shrsi %104, %c16_i32 : i32
            %336 = arith.andi %335, %c255_i32 : i32
            %337 = arith.shli %336, %c23_i32 : i32
            %338 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%337 : i32) -> f32
            %339 = arith.floordivsi %137, %c64_i32 : i32
            %340 = arith.muli %339, %c8192_i32 : i32
            %341 = arith.addi %340, %165 : i32
            %342 = arith.remsi %137, %c64_i32 : i32
            %343 = arith.floordivsi %342, %c8_i32 : i32
            %344 = arith.xori %343, %169 : i32
            %345 = arith.muli %344, %c16_i32 : i32
            %346 = arith.addi %341, %345 : i32
            %347 = arith.addi %85, %346 : i32
            %348 = arith.addi %105, %c136_i32 : i32
            %349 = arith.floordivsi %348, %c64_i32 : i32
            %350 = arith.muli %349, %c8192_i32 : i32
            %351 = arith.addi %350, %165 : i32
            %352 = arith.remsi %348, %c64_i32 : i32
            %353 = arith.floordivsi %352, %c8_i32 : i32
            %354 = arith.xori %353, %169 : i32
            %355 = arith.muli %354, %c16_i32 : i32
            %356 = arith.addi %351, %355 : i32
            %357 = arith.addi %85, %356 : i32
            %358 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %338 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%138, %347, %357, %358 : i32, i32, i32, f32)
            %359 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%337 : i32) -> f32
            %360 = arith.floordivsi %141, %c64_i32 : i32
            %361 = arith.muli %360, %c8192_i32 : i32
            %362 = arith.addi %361, %165 : i32
            %363 = arith.remsi %141, %c64_i32 : i32
            %364 = arith.floordivsi %363, %c8_i32 : i32
            %365 = arith.xori %364, %169 : i32
            %366 = arith.muli %365, %c16_i32 : i32
            %367 = arith.addi %362, %366 : i32
            %368 = arith.addi %85, %367 : i32
            %369 = arith.addi %105, %c152_i32 : i32
            %370 = arith.floordivsi %369, %c64_i32 : i32
            %371 = arith.muli %370, %c8192_i32 : i32
            %372 = arith.addi %371, %165 : i32
            %373 = arith.remsi %369, %c64_i32 : i32
            %374 = arith.floordivsi %373, %c8_i32 : i32
            %375 = arith.xori %374, %169 : i32
            %376 = arith.muli %375, %c16_i32 : i32
            %377 = arith.addi %372, %376 : i32
            %378 = arith.addi %85, %377 : i32
            %379 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %359 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%142, %368, %378, %379 : i32, i32, i32, f32)
            %380 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%337 : i32) -> f32
            %381 = arith.floordivsi %145, %c64_i32 : i32
            %382 = arith.muli %381, %c8192_i32 : i32
            %383 = arith.addi %382, %165 : i32
            %384 = arith.remsi %145, %c64_i32 : i32
            %385 = arith.floordivsi %384, %c8_i32 : i32
            %386 = arith.xori %385, %169 : i32
            %387 = arith.muli %386, %c16_i32 : i32
            %388 = arith.addi %383, %387 : i32
            %389 = arith.addi %85, %388 : i32
            %390 = arith.addi %105, %c168_i32 : i32
            %391 = arith.floordivsi %390, %c64_i32 : i32
            %392 = arith.muli %391, %c8192_i32 : i32
            %393 = arith.addi %392, %165 : i32
            %394 = arith.remsi %390, %c64_i32 : i32
            %395 = arith.floordivsi %394, %c8_i32 : i32
            %396 = arith.xori %395, %169 : i32
            %397 = arith.muli %396, %c16_i32 : i32
            %398 = arith.addi %393, %397 : i32
            %399 = arith.addi %85, %398 : i32
            %400 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %380 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%146, %389, %399, %400 : i32, i32, i32, f32)
            %401 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%337 : i32) -> f32
            %402 = arith.floordivsi %149, %c64_i32 : i32
            %403 = arith.muli %402, %c8192_i32 : i32
            %404 = arith.addi %403, %165 : i32
            %405 = arith.remsi %149, %c64_i32 : i32
            %406 = arith.floordivsi %405, %c8_i32 : i32
            %407 = arith.xori %406, %169 : i32
            %408 = arith.muli %407, %c16_i32 : i32
            %409 = arith.addi %404, %408 : i32
            %410 = arith.addi %85, %409 : i32
            %411 = arith.addi %105, %c184_i32 : i32
            %412 = arith.floordivsi %411, %c64_i32 : i32
            %413 = arith.muli %412, %c8192_i32 : i32
            %414 = arith.addi %413, %165 : i32
            %415 = arith.remsi %411, %c64_i32 : i32
            %416 = arith.floordivsi %415, %c8_i32 : i32
            %417 = arith.xori %416, %169 : i32
            %418 = arith.muli %417, %c16_i32 : i32
            %419 = arith.addi %414, %418 : i32
            %420 = arith.addi %85, %419 : i32
            %421 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %401 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%150, %410, %420, %421 : i32, i32, i32, f32)
            scf.if %154 {
              %423 = arith.shrsi %104, %c24_i32 : i32
              %424 = arith.andi %423, %c255_i32 : i32
              %425 = arith.shli %424, %c23_i32 : i32
              %426 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%425 : i32) -> f32
              %427 = arith.addi %87, %153 : i32
              %428 = arith.floordivsi %153, %c64_i32 : i32
              %429 = arith.muli %428, %c8192_i32 : i32
              %430 = arith.addi %429, %165 : i32
              %431 = arith.remsi %153, %c64_i32 : i32
              %432 = arith.floordivsi %431, %c8_i32 : i32
              %433 = arith.xori %432, %169 : i32
              %434 = arith.muli %433, %c16_i32 : i32
              %435 = arith.addi %430, %434 : i32
              %436 = arith.addi %85, %435 : i32
              %437 = arith.addi %105, %c200_i32 : i32
              %438 = arith.floordivsi %437, %c64_i32 : i32
              %439 = arith.muli %438, %c8192_i32 : i32
              %440 = arith.addi %439, %165 : i32
              %441 = arith.remsi %437, %c64_i32 : i32
              %442 = arith.floordivsi %441, %c8_i32 : i32
              %443 = arith.xori %442, %169 : i32
              %444 = arith.muli %443, %c16_i32 : i32
              %445 = arith.addi %440, %444 : i32
              %446 = arith.addi %85, %445 : i32
              %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %426 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%427, %436, %446, %447 : i32, i32, i32, f32)
            }
            scf.if %154 {
              %423 = arith.shrsi %104, %c24_i32 : i32
              %424 = arith.andi %423, %c255_i32 : i32
              %425 = arith.shli %424, %c23_i32 : i32
              %426 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%425 : i32) -> f32
              %427 = arith.addi %87, %155 : i32
              %428 = arith.floordivsi %155, %c64_i32 : i32
              %429 = arith.muli %428, %c8192_i32 : i32
              %430 = arith.addi %429, %165 : i32
              %431 = arith.remsi %155, %c64_i32 : i32
              %432 = arith.floordivsi %431, %c8_i32 : i32
              %433 = arith.xori %432, %169 : i32
              %434 = arith.muli %433, %c16_i32 : i32
              %435 = arith.addi %430, %434 : i32
              %436 = arith.addi %85, %435 : i32
              %437 = arith.addi %105, %c216_i32 : i32
              %438 = arith.floordivsi %437, %c64_i32 : i32
              %439 = arith.muli %438, %c8192_i32 : i32
              %440 = arith.addi %439, %165 : i32
              %441 = arith.remsi %437, %c64_i32 : i32
              %442 = arith.floordivsi %441, %c8_i32 : i32
              %443 = arith.xori %442, %169 : i32
              %444 = arith.muli %443, %c16_i32 : i32
              %445 = arith.addi %440, %444 : i32
              %446 = arith.addi %85, %445 : i32
              %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %426 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%427, %436, %446, %447 : i32, i32, i32, f32)
            }
            scf.if %154 {
              %423 = arith.shrsi %104, %c24_i32 : i32
              %424 = arith.andi %423, %c255_i32 : i32
              %425 = arith.shli %424, %c23_i32 : i32
              %426 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%425 : i32) -> f32
              %427 = arith.addi %87, %156 : i32
              %428 = arith.floordivsi %156, %c64_i32 : i32
              %429 = arith.muli %428, %c8192_i32 : i32
              %430 = arith.addi %429, %165 : i32
              %431 = arith.remsi %156, %c64_i32 : i32
              %432 = arith.floordivsi %431, %c8_i32 : i32
              %433 = arith.xori %432, %169 : i32
              %434 = arith.muli %433, %c16_i32 : i32
              %435 = arith.addi %430, %434 : i32
              %436 = arith.addi %85, %435 : i32
              %437 = arith.addi %105, %c232_i32 : i32
              %438 = arith.floordivsi %437, %c64_i32 : i32
              %439 = arith.muli %438, %c8192_i32 : i32
              %440 = arith.addi %439, %165 : i32
              %441 = arith.remsi %437, %c64_i32 : i32
              %442 = arith.floordivsi %441, %c8_i32 : i32
              %443 = arith.xori %442, %169 : i32
              %444 = arith.muli %443, %c16_i32 : i32
              %445 = arith.addi %440, %444 : i32
              %446 = arith.addi %85, %445 : i32
              %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %426 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%427, %436, %446, %447 : i32, i32, i32, f32)
            }
            scf.if %154 {
              %423 = arith.shrsi %104, %c24_i32 : i32
              %424 = arith.andi %423, %c255_i32 : i32
              %425 = arith.shli %424, %c23_i32 : i32
              %426 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%425 : i32) -> f32
              %427 = arith.addi %87, %157 : i32
              %428 = arith.floordivsi %157, %c64_i32 : i32
              %429 = arith.muli %428, %c8192_i32 : i32
              %430 = arith.addi %429, %165 : i32
              %431 = arith.remsi %157, %c64_i32 : i32
              %432 = arith.floordivsi %431, %c8_i32 : i32
              %433 = arith.xori %432, %169 : i32
              %434 = arith.muli %433, %c16_i32 : i32
              %435 = arith.addi %430, %434 : i32
              %436 = arith.addi %85, %435 : i32
              %437 = arith.addi %105, %c248_i32 : i32
              %438 = arith.floordivsi %437, %c64_i32 : i32
              %439 = arith.muli %438, %c8192_i32 : i32
              %440 = arith.addi %439, %165 : i32
              %441 = arith.remsi %437, %c64_i32 : i32
              %442 = arith.floordivsi %441, %c8_i32 : i32
              %443 = arith.xori %442, %169 : i32
              %444 = arith.muli %443, %c16_i32 : i32
              %445 = arith.addi %440, %444 : i32
              %446 = arith.addi %85, %445 : i32
              %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %426 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%427, %436, %446, %447 : i32, i32, i32, f32)
            }
            scf.if %154 {
              %423 = arith.muli %61, %c64_i32 : i32
              %424 = arith.addi %423, %39 : i32
              %425 = arith.muli %424, %c4_i32 : i32
              %426 = arith.addi %11, %425 : i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%426, %103 : i32, i32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %422 = arith.addi %61, %c1_i32 : i32
            nvvm.barrier.arrive id = %422 number_of_threads = %c384_i32
          } else {
            %77 = arith.cmpi sge, %arg35, %c0_i32 : i32
            %78 = arith.cmpi slt, %arg35, %arg26 : i32
            %79 = arith.andi %77, %78 : i1
            %80 = arith.select %79, %arg35, %c0_i32 : i32
            %81 = arith.floordivsi %80, %arg24 : i32
            %82 = arith.remsi %80, %arg24 : i32
            %83 = arith.select %79, %c16_i32, %c0_i32 : i32
            %84 = arith.muli %61, %c65536_i32 : i32
            %85 = arith.addi %9, %84 : i32
            %86 = arith.muli %39, %c512_i32 : i32
            %87 = arith.addi %10, %86 : i32
            %88 = arith.extsi %81 : i32 to i64
            %89 = arith.extsi %arg25 : i32 to i64
            %90 = arith.muli %88, %89 : i64
            %91 = arith.addi %arg19, %90 : i64
            %92 = arith.extsi %82 : i32 to i64
            %93 = arith.muli %92, %c576_i64 : i64
            %94 = arith.addi %91, %93 : i64
            %95 = arith.extsi %arg24 : i32 to i64
            %96 = arith.muli %95, %c576_i64 : i64
            %97 = arith.addi %91, %96 : i64
            %98 = arith.muli %92, %c8_i64 : i64
            %99 = arith.addi %97, %98 : i64
            %100 = arith.muli %40, %c4_i32 : i32
            %101 = arith.extsi %100 : i32 to i64
            %102 = arith.addi %99, %101 : i64
            %103 = arith.extui %79 : i1 to i32
            %104 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%102, %103, %c2139062143_i32 : i64, i32, i32) -> i32
            %105 = arith.muli %40, %c256_i32 : i32
            %106 = arith.addi %87, %105 : i32
            %107 = arith.extsi %105 : i32 to i64
            %108 = arith.addi %94, %107 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%106, %108, %83 : i32, i64, i32)
            %109 = arith.addi %105, %c16_i32 : i32
            %110 = arith.addi %87, %109 : i32
            %111 = arith.extsi %109 : i32 to i64
            %112 = arith.addi %94, %111 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%110, %112, %83 : i32, i64, i32)
            %113 = arith.addi %105, %c32_i32 : i32
            %114 = arith.addi %87, %113 : i32
            %115 = arith.extsi %113 : i32 to i64
            %116 = arith.addi %94, %115 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%114, %116, %83 : i32, i64, i32)
            %117 = arith.addi %105, %c48_i32 : i32
            %118 = arith.addi %87, %117 : i32
            %119 = arith.extsi %117 : i32 to i64
            %120 = arith.addi %94, %119 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%118, %120, %83 : i32, i64, i32)
            %121 = arith.addi %105, %c64_i32 : i32
            %122 = arith.addi %87, %121 : i32
            %123 = arith.extsi %121 : i32 to i64
            %124 = arith.addi %94, %123 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%122, %124, %83 : i32, i64, i32)
            %125 = arith.addi %105, %c80_i32 : i32
            %126 = arith.addi %87, %125 : i32
            %127 = arith.extsi %125 : i32 to i64
            %128 = arith.addi %94, %127 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%126, %128, %83 : i32, i64, i32)
            %129 = arith.addi %105, %c96_i32 : i32
            %130 = arith.addi %87, %129 : i32
            %131 = arith.extsi %129 : i32 to i64
            %132 = arith.addi %94, %131 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%130, %132, %83 : i32, i64, i32)
            %133 = arith.addi %105, %c112_i32 : i32
            %134 = arith.addi %87, %133 : i32
            %135 = arith.extsi %133 : i32 to i64
            %136 = arith.addi %94, %135 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%134, %136, %83 : i32, i64, i32)
            %137 = arith.addi %105, %c128_i32 : i32
            %138 = arith.addi %87, %137 : i32
            %139 = arith.extsi %137 : i32 to i64
            %140 = arith.addi %94, %139 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%138, %140, %83 : i32, i64, i32)
            %141 = arith.addi %105, %c144_i32 : i32
            %142 = arith.addi %87, %141 : i32
            %143 = arith.extsi %141 : i32 to i64
            %144 = arith.addi %94, %143 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%142, %144, %83 : i32, i64, i32)
            %145 = arith.addi %105, %c160_i32 : i32
            %146 = arith.addi %87, %145 : i32
            %147 = arith.extsi %145 : i32 to i64
            %148 = arith.addi %94, %147 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%146, %148, %83 : i32, i64, i32)
            %149 = arith.addi %105, %c176_i32 : i32
            %150 = arith.addi %87, %149 : i32
            %151 = arith.extsi %149 : i32 to i64
            %152 = arith.addi %94, %151 : i64
            nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%150, %152, %83 : i32, i64, i32)
            %153 = arith.addi %105, %c192_i32 : i32
            %154 = arith.cmpi eq, %40, %c0_i32 : i32
            scf.if %154 {
              %423 = arith.addi %87, %153 : i32
              %424 = arith.extsi %153 : i32 to i64
              %425 = arith.addi %94, %424 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%423, %425, %83 : i32, i64, i32)
            }
            %155 = arith.addi %105, %c208_i32 : i32
            scf.if %154 {
              %423 = arith.addi %87, %155 : i32
              %424 = arith.extsi %155 : i32 to i64
              %425 = arith.addi %94, %424 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%423, %425, %83 : i32, i64, i32)
            }
            %156 = arith.addi %105, %c224_i32 : i32
            scf.if %154 {
              %423 = arith.addi %87, %156 : i32
              %424 = arith.extsi %156 : i32 to i64
              %425 = arith.addi %94, %424 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%423, %425, %83 : i32, i64, i32)
            }
            %157 = arith.addi %105, %c240_i32 : i32
            scf.if %154 {
              %423 = arith.addi %87, %157 : i32
              %424 = arith.extsi %157 : i32 to i64
              %425 = arith.addi %94, %424 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%423, %425, %83 : i32, i64, i32)
            }
            nvvm.cp.async.commit.group
            %158 = arith.cmpi sge, %60, %c2_i32 : i32
            scf.if %158 {
              %423 = arith.addi %61, %c3_i32 : i32
              nvvm.barrier id = %423 number_of_threads = %c384_i32
            }
            %159 = arith.cmpi eq, %40, %c1_i32 : i32
            scf.if %159 {
              %423 = arith.muli %39, %c128_i32 : i32
              %424 = arith.addi %423, %c57344_i32 : i32
              %425 = arith.remsi %39, %c8_i32 : i32
              %426 = arith.muli %425, %c16_i32 : i32
              %427 = arith.addi %424, %426 : i32
              %428 = arith.addi %85, %427 : i32
              %429 = arith.addi %94, %c448_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%428, %429, %83 : i32, i64, i32)
              %430 = arith.xori %425, %c1_i32 : i32
              %431 = arith.muli %430, %c16_i32 : i32
              %432 = arith.addi %424, %431 : i32
              %433 = arith.addi %85, %432 : i32
              %434 = arith.addi %94, %c464_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%433, %434, %83 : i32, i64, i32)
              %435 = arith.xori %425, %c2_i32 : i32
              %436 = arith.muli %435, %c16_i32 : i32
              %437 = arith.addi %424, %436 : i32
              %438 = arith.addi %85, %437 : i32
              %439 = arith.addi %94, %c480_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%438, %439, %83 : i32, i64, i32)
              %440 = arith.xori %425, %c3_i32 : i32
              %441 = arith.muli %440, %c16_i32 : i32
              %442 = arith.addi %424, %441 : i32
              %443 = arith.addi %85, %442 : i32
              %444 = arith.addi %94, %c496_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%443, %444, %83 : i32, i64, i32)
              %445 = arith.xori %425, %c4_i32 : i32
              %446 = arith.muli %445, %c16_i32 : i32
              %447 = arith.addi %424, %446 : i32
              %448 = arith.addi %85, %447 : i32
              %449 = arith.addi %94, %c512_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%448, %449, %83 : i32, i64, i32)
              %450 = arith.xori %425, %c5_i32 : i32
              %451 = arith.muli %450, %c16_i32 : i32
              %452 = arith.addi %424, %451 : i32
              %453 = arith.addi %85, %452 : i32
              %454 = arith.addi %94, %c528_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%453, %454, %83 : i32, i64, i32)
              %455 = arith.xori %425, %c6_i32 : i32
              %456 = arith.muli %455, %c16_i32 : i32
              %457 = arith.addi %424, %456 : i32
              %458 = arith.addi %85, %457 : i32
              %459 = arith.addi %94, %c544_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%458, %459, %83 : i32, i64, i32)
              %460 = arith.xori %425, %c7_i32 : i32
              %461 = arith.muli %460, %c16_i32 : i32
              %462 = arith.addi %424, %461 : i32
              %463 = arith.addi %85, %462 : i32
              %464 = arith.addi %94, %c560_i64 : i64
              nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%463, %464, %83 : i32, i64, i32)
              nvvm.cp.async.commit.group
            }
            nvvm.cp.async.wait.group 0
            %160 = arith.andi %104, %c255_i32 : i32
            %161 = arith.shli %160, %c23_i32 : i32
            %162 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%161 : i32) -> f32
            %163 = arith.floordivsi %105, %c64_i32 : i32
            %164 = arith.muli %163, %c8192_i32 : i32
            %165 = arith.muli %39, %c128_i32 : i32
            %166 = arith.addi %164, %165 : i32
            %167 = arith.remsi %105, %c64_i32 : i32
            %168 = arith.floordivsi %167, %c8_i32 : i32
            %169 = arith.remsi %39, %c8_i32 : i32
            %170 = arith.xori %168, %169 : i32
            %171 = arith.muli %170, %c16_i32 : i32
            %172 = arith.addi %166, %171 : i32
            %173 = arith.addi %85, %172 : i32
            %174 = arith.addi %105, %c8_i32 : i32
            %175 = arith.floordivsi %174, %c64_i32 : i32
            %176 = arith.muli %175, %c8192_i32 : i32
            %177 = arith.addi %176, %165 : i32
            %178 = arith.remsi %174, %c64_i32 : i32
            %179 = arith.floordivsi %178, %c8_i32 : i32
            %180 = arith.xori %179, %169 : i32
            %181 = arith.muli %180, %c16_i32 : i32
            %182 = arith.addi %177, %181 : i32
            %183 = arith.addi %85, %182 : i32
            %184 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %162 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%106, %173, %183, %184 : i32, i32, i32, f32)
            %185 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%161 : i32) -> f32
            %186 = arith.floordivsi %109, %c64_i32 : i32
            %187 = arith.muli %186, %c8192_i32 : i32
            %188 = arith.addi %187, %165 : i32
            %189 = arith.remsi %109, %c64_i32 : i32
            %190 = arith.floordivsi %189, %c8_i32 : i32
            %191 = arith.xori %190, %169 : i32
            %192 = arith.muli %191, %c16_i32 : i32
            %193 = arith.addi %188, %192 : i32
            %194 = arith.addi %85, %193 : i32
            %195 = arith.addi %105, %c24_i32 : i32
            %196 = arith.floordivsi %195, %c64_i32 : i32
            %197 = arith.muli %196, %c8192_i32 : i32
            %198 = arith.addi %197, %165 : i32
            %199 = arith.remsi %195, %c64_i32 : i32
            %200 = arith.floordivsi %199, %c8_i32 : i32
            %201 = arith.xori %200, %169 : i32
            %202 = arith.muli %201, %c16_i32 : i32
            %203 = arith.addi %198, %202 : i32
            %204 = arith.addi %85, %203 : i32
            %205 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %185 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%110, %194, %204, %205 : i32, i32, i32, f32)
            %206 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%161 : i32) -> f32
            %207 = arith.floordivsi %113, %c64_i32 : i32
            %208 = arith.muli %207, %c8192_i32 : i32
            %209 = arith.addi %208, %165 : i32
            %210 = arith.remsi %113, %c64_i32 : i32
            %211 = arith.floordivsi %210, %c8_i32 : i32
            %212 = arith.xori %211, %169 : i32
            %213 = arith.muli %212, %c16_i32 : i32
            %214 = arith.addi %209, %213 : i32
            %215 = arith.addi %85, %214 : i32
            %216 = arith.addi %105, %c40_i32 : i32
            %217 = arith.floordivsi %216, %c64_i32 : i32
            %218 = arith.muli %217, %c8192_i32 : i32
            %219 = arith.addi %218, %165 : i32
            %220 = arith.remsi %216, %c64_i32 : i32
            %221 = arith.floordivsi %220, %c8_i32 : i32
            %222 = arith.xori %221, %169 : i32
            %223 = arith.muli %222, %c16_i32 : i32
            %224 = arith.addi %219, %223 : i32
            %225 = arith.addi %85, %224 : i32
            %226 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %206 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%114, %215, %225, %226 : i32, i32, i32, f32)
            %227 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%161 : i32) -> f32
            %228 = arith.floordivsi %117, %c64_i32 : i32
            %229 = arith.muli %228, %c8192_i32 : i32
            %230 = arith.addi %229, %165 : i32
            %231 = arith.remsi %117, %c64_i32 : i32
            %232 = arith.floordivsi %231, %c8_i32 : i32
            %233 = arith.xori %232, %169 : i32
            %234 = arith.muli %233, %c16_i32 : i32
            %235 = arith.addi %230, %234 : i32
            %236 = arith.addi %85, %235 : i32
            %237 = arith.addi %105, %c56_i32 : i32
            %238 = arith.floordivsi %237, %c64_i32 : i32
            %239 = arith.muli %238, %c8192_i32 : i32
            %240 = arith.addi %239, %165 : i32
            %241 = arith.remsi %237, %c64_i32 : i32
            %242 = arith.floordivsi %241, %c8_i32 : i32
            %243 = arith.xori %242, %169 : i32
            %244 = arith.muli %243, %c16_i32 : i32
            %245 = arith.addi %240, %244 : i32
            %246 = arith.addi %85, %245 : i32
            %247 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %227 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%118, %236, %246, %247 : i32, i32, i32, f32)
            %248 = arith.shrsi %104, %c8_i32 : i32
            %249 = arith.andi %248, %c255_i32 : i32
            %250 = arith.shli %249, %c23_i32 : i32
            %251 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%250 : i32) -> f32
            %252 = arith.floordivsi %121, %c64_i32 : i32
            %253 = arith.muli %252, %c8192_i32 : i32
            %254 = arith.addi %253, %165 : i32
            %255 = arith.remsi %121, %c64_i32 : i32
            %256 = arith.floordivsi %255, %c8_i32 : i32
            %257 = arith.xori %256, %169 : i32
            %258 = arith.muli %257, %c16_i32 : i32
            %259 = arith.addi %254, %258 : i32
            %260 = arith.addi %85, %259 : i32
            %261 = arith.addi %105, %c72_i32 : i32
            %262 = arith.floordivsi %261, %c64_i32 : i32
            %263 = arith.muli %262, %c8192_i32 : i32
            %264 = arith.addi %263, %165 : i32
            %265 = arith.remsi %261, %c64_i32 : i32
            %266 = arith.floordivsi %265, %c8_i32 : i32
            %267 = arith.xori %266, %169 : i32
            %268 = arith.muli %267, %c16_i32 : i32
            %269 = arith.addi %264, %268 : i32
            %270 = arith.addi %85, %269 : i32
            %271 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %251 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%122, %260, %270, %271 : i32, i32, i32, f32)
            %272 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%250 : i32) -> f32
            %273 = arith.floordivsi %125, %c64_i32 : i32
            %274 = arith.muli %273, %c8192_i32 : i32
            %275 = arith.addi %274, %165 : i32
            %276 = arith.remsi %125, %c64_i32 : i32
            %277 = arith.floordivsi %276, %c8_i32 : i32
            %278 = arith.xori %277, %169 : i32
            %279 = arith.muli %278, %c16_i32 : i32
            %280 = arith.addi %275, %279 : i32
            %281 = arith.addi %85, %280 : i32
            %282 = arith.addi %105, %c88_i32 : i32
            %283 = arith.floordivsi %282, %c64_i32 : i32
            %284 = arith.muli %283, %c8192_i32 : i32
            %285 = arith.addi %284, %165 : i32
            %286 = arith.remsi %282, %c64_i32 : i32
            %287 = arith.floordivsi %286, %c8_i32 : i32
            %288 = arith.xori %287, %169 : i32
            %289 = arith.muli %288, %c16_i32 : i32
            %290 = arith.addi %285, %289 : i32
            %291 = arith.addi %85, %290 : i32
            %292 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %272 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%126, %281, %291, %292 : i32, i32, i32, f32)
            %293 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%250 : i32) -> f32
            %294 = arith.floordivsi %129, %c64_i32 : i32
            %295 = arith.muli %294, %c8192_i32 : i32
            %296 = arith.addi %295, %165 : i32
            %297 = arith.remsi %129, %c64_i32 : i32
            %298 = arith.floordivsi %297, %c8_i32 : i32
            %299 = arith.xori %298, %169 : i32
            %300 = arith.muli %299, %c16_i32 : i32
            %301 = arith.addi %296, %300 : i32
            %302 = arith.addi %85, %301 : i32
            %303 = arith.addi %105, %c104_i32 : i32
            %304 = arith.floordivsi %303, %c64_i32 : i32
            %305 = arith.muli %304, %c8192_i32 : i32
            %306 = arith.addi %305, %165 : i32
            %307 = arith.remsi %303, %c64_i32 : i32
            %308 = arith.floordivsi %307, %c8_i32 : i32
            %309 = arith.xori %308, %169 : i32
            %310 = arith.muli %309, %c16_i32 : i32
            %311 = arith.addi %306, %310 : i32
            %312 = arith.addi %85, %311 : i32
            %313 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %293 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%130, %302, %312, %313 : i32, i32, i32, f32)
            %314 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%250 : i32) -> f32
            %315 = arith.floordivsi %133, %c64_i32 : i32
            %316 = arith.muli %315, %c8192_i32 : i32
            %317 = arith.addi %316, %165 : i32
            %318 = arith.remsi %133, %c64_i32 : i32
            %319 = arith.floordivsi %318, %c8_i32 : i32
            %320 = arith.xori %319, %169 : i32
            %321 = arith.muli %320, %c16_i32 : i32
            %322 = arith.addi %317, %321 : i32
            %323 = arith.addi %85, %322 : i32
            %324 = arith.addi %105, %c120_i32 : i32
            %325 = arith.floordivsi %324, %c64_i32 : i32
            %326 = arith.muli %325, %c8192_i32 : i32
            %327 = arith.addi %326, %165 : i32
            %328 = arith.remsi %324, %c64_i32 : i32
            %329 = arith.floordivsi %328, %c8_i32 : i32
            %330 = arith.xori %329, %169 : i32
            %331 = arith.muli %330, %c16_i32 : i32
            %332 = arith.addi %327, %331 : i32
            %333 = arith.addi %85, %332 : i32
            %334 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %314 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%134, %323, %333, %334 : i32, i32, i32, f32)
            %335 = arith.shrsi %104, %c16_i32 : i32
            %336 = arith.andi %335, %c255_i32 : i32
            %337 = arith.shli %336, %c23_i32 : i32
            %338 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%337 : i32) -> f32
            %339 = arith.floordivsi %137, %c64_i32 : i32
            %340 = arith.muli %339, %c8192_i32 : i32
            %341 = arith.addi %340, %165 : i32
            %342 = arith.remsi %137, %c64_i32 : i32
            %343 = arith.floordivsi %342, %c8_i32 : i32
            %344 = arith.xori %343, %169 : i32
            %345 = arith.muli %344, %c16_i32 : i32
            %346 = arith.addi %341, %345 : i32
            %347 = arith.addi %85, %346 : i32
            %348 = arith.addi %105, %c136_i32 : i32
            %349 = arith.floordivsi %348, %c64_i32 : i32
            %350 = arith.muli %349, %c8192_i32 : i32
            %351 = arith.addi %350, %165 : i32
            %352 = arith.remsi %348, %c64_i32 : i32
            %353 = arith.floordivsi %352, %c8_i32 : i32
            %354 = arith.xori %353, %169 : i32
            %355 = arith.muli %354, %c16_i32 : i32
            %356 = arith.addi %351, %355 : i32
            %357 = arith.addi %85, %356 : i32
            %358 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %338 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%138, %347, %357, %358 : i32, i32, i32, f32)
            %359 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%337 : i32) -> f32
            %360 = arith.floordivsi %141, %c64_i32 : i32
            %361 = arith.muli %360, %c8192_i32 : i32
            %362 = arith.addi %361, %165 : i32
            %363 = arith.remsi %141, %c64_i32 : i32
            %364 = arith.floordivsi %363, %c8_i32 : i32
            %365 = arith.xori %364, %169 : i32
            %366 = arith.muli %365, %c16_i32 : i32
            %367 = arith.addi %362, %366 : i32
            %368 = arith.addi %85, %367 : i32
            %369 = arith.addi %105, %c152_i32 : i32
            %370 = arith.floordivsi %369, %c64_i32 : i32
            %371 = arith.muli %370, %c8192_i32 : i32
            %372 = arith.addi %371, %165 : i32
            %373 = arith.remsi %369, %c64_i32 : i32
            %374 = arith.floordivsi %373, %c8_i32 : i32
            %375 = arith.xori %374, %169 : i32
            %376 = arith.muli %375, %c16_i32 : i32
            %377 = arith.addi %372, %376 : i32
            %378 = arith.addi %85, %377 : i32
            %379 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %359 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%142, %368, %378, %379 : i32, i32, i32, f32)
            %380 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%337 : i32) -> f32
            %381 = arith.floordivsi %145, %c64_i32 : i32
            %382 = arith.muli %381, %c8192_i32 : i32
            %383 = arith.addi %382, %165 : i32
            %384 = arith.remsi %145, %c64_i32 : i32
            %385 = arith.floordivsi %384, %c8_i32 : i32
            %386 = arith.xori %385, %169 : i32
            %387 = arith.muli %386, %c16_i32 : i32
            %388 = arith.addi %383, %387 : i32
            %389 = arith.addi %85, %388 : i32
            %390 = arith.addi %105, %c168_i32 : i32
            %391 = arith.floordivsi %390, %c64_i32 : i32
            %392 = arith.muli %391, %c8192_i32 : i32
            %393 = arith.addi %392, %165 : i32
            %394 = arith.remsi %390, %c64_i32 : i32
            %395 = arith.floordivsi %394, %c8_i32 : i32
            %396 = arith.xori %395, %169 : i32
            %397 = arith.muli %396, %c16_i32 : i32
            %398 = arith.addi %393, %397 : i32
            %399 = arith.addi %85, %398 : i32
            %400 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %380 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%146, %389, %399, %400 : i32, i32, i32, f32)
            %401 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%337 : i32) -> f32
            %402 = arith.floordivsi %149, %c64_i32 : i32
            %403 = arith.muli %402, %c8192_i32 : i32
            %404 = arith.addi %403, %165 : i32
            %405 = arith.remsi %149, %c64_i32 : i32
            %406 = arith.floordivsi %405, %c8_i32 : i32
            %407 = arith.xori %406, %169 : i32
            %408 = arith.muli %407, %c16_i32 : i32
            %409 = arith.addi %404, %408 : i32
            %410 = arith.addi %85, %409 : i32
            %411 = arith.addi %105, %c184_i32 : i32
            %412 = arith.floordivsi %411, %c64_i32 : i32
            %413 = arith.muli %412, %c8192_i32 : i32
            %414 = arith.addi %413, %165 : i32
            %415 = arith.remsi %411, %c64_i32 : i32
            %416 = arith.floordivsi %415, %c8_i32 : i32
            %417 = arith.xori %416, %169 : i32
            %418 = arith.muli %417, %c16_i32 : i32
            %419 = arith.addi %414, %418 : i32
            %420 = arith.addi %85, %419 : i32
            %421 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %401 : (f32) -> f32
            nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%150, %410, %420, %421 : i32, i32, i32, f32)
            scf.if %154 {
              %423 = arith.shrsi %104, %c24_i32 : i32
              %424 = arith.andi %423, %c255_i32 : i32
              %425 = arith.shli %424, %c23_i32 : i32
              %426 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%425 : i32) -> f32
              %427 = arith.addi %87, %153 : i32
              %428 = arith.floordivsi %153, %c64_i32 : i32
              %429 = arith.muli %428, %c8192_i32 : i32
              %430 = arith.addi %429, %165 : i32
              %431 = arith.remsi %153, %c64_i32 : i32
              %432 = arith.floordivsi %431, %c8_i32 : i32
              %433 = arith.xori %432, %169 : i32
              %434 = arith.muli %433, %c16_i32 : i32
              %435 = arith.addi %430, %434 : i32
              %436 = arith.addi %85, %435 : i32
              %437 = arith.addi %105, %c200_i32 : i32
              %438 = arith.floordivsi %437, %c64_i32 : i32
              %439 = arith.muli %438, %c8192_i32 : i32
              %440 = arith.addi %439, %165 : i32
              %441 = arith.remsi %437, %c64_i32 : i32
              %442 = arith.floordivsi %441, %c8_i32 : i32
              %443 = arith.xori %442, %169 : i32
              %444 = arith.muli %443, %c16_i32 : i32
              %445 = arith.addi %440, %444 : i32
              %446 = arith.addi %85, %445 : i32
              %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %426 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%427, %436, %446, %447 : i32, i32, i32, f32)
            }
            scf.if %154 {
              %423 = arith.shrsi %104, %c24_i32 : i32
              %424 = arith.andi %423, %c255_i32 : i32
              %425 = arith.shli %424, %c23_i32 : i32
              %426 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%425 : i32) -> f32
              %427 = arith.addi %87, %155 : i32
              %428 = arith.floordivsi %155, %c64_i32 : i32
              %429 = arith.muli %428, %c8192_i32 : i32
              %430 = arith.addi %429, %165 : i32
              %431 = arith.remsi %155, %c64_i32 : i32
              %432 = arith.floordivsi %431, %c8_i32 : i32
              %433 = arith.xori %432, %169 : i32
              %434 = arith.muli %433, %c16_i32 : i32
              %435 = arith.addi %430, %434 : i32
              %436 = arith.addi %85, %435 : i32
              %437 = arith.addi %105, %c216_i32 : i32
              %438 = arith.floordivsi %437, %c64_i32 : i32
              %439 = arith.muli %438, %c8192_i32 : i32
              %440 = arith.addi %439, %165 : i32
              %441 = arith.remsi %437, %c64_i32 : i32
              %442 = arith.floordivsi %441, %c8_i32 : i32
              %443 = arith.xori %442, %169 : i32
              %444 = arith.muli %443, %c16_i32 : i32
              %445 = arith.addi %440, %444 : i32
              %446 = arith.addi %85, %445 : i32
              %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %426 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%427, %436, %446, %447 : i32, i32, i32, f32)
            }
            scf.if %154 {
              %423 = arith.shrsi %104, %c24_i32 : i32
              %424 = arith.andi %423, %c255_i32 : i32
              %425 = arith.shli %424, %c23_i32 : i32
              %426 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%425 : i32) -> f32
              %427 = arith.addi %87, %156 : i32
              %428 = arith.floordivsi %156, %c64_i32 : i32
              %429 = arith.muli %428, %c8192_i32 : i32
              %430 = arith.addi %429, %165 : i32
              %431 = arith.remsi %156, %c64_i32 : i32
              %432 = arith.floordivsi %431, %c8_i32 : i32
              %433 = arith.xori %432, %169 : i32
              %434 = arith.muli %433, %c16_i32 : i32
              %435 = arith.addi %430, %434 : i32
              %436 = arith.addi %85, %435 : i32
              %437 = arith.addi %105, %c232_i32 : i32
              %438 = arith.floordivsi %437, %c64_i32 : i32
              %439 = arith.muli %438, %c8192_i32 : i32
              %440 = arith.addi %439, %165 : i32
              %441 = arith.remsi %437, %c64_i32 : i32
              %442 = arith.floordivsi %441, %c8_i32 : i32
              %443 = arith.xori %442, %169 : i32
              %444 = arith.muli %443, %c16_i32 : i32
              %445 = arith.addi %440, %444 : i32
              %446 = arith.addi %85, %445 : i32
              %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %426 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%427, %436, %446, %447 : i32, i32, i32, f32)
            }
            scf.if %154 {
              %423 = arith.shrsi %104, %c24_i32 : i32
              %424 = arith.andi %423, %c255_i32 : i32
              %425 = arith.shli %424, %c23_i32 : i32
              %426 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%425 : i32) -> f32
              %427 = arith.addi %87, %157 : i32
              %428 = arith.floordivsi %157, %c64_i32 : i32
              %429 = arith.muli %428, %c8192_i32 : i32
              %430 = arith.addi %429, %165 : i32
              %431 = arith.remsi %157, %c64_i32 : i32
              %432 = arith.floordivsi %431, %c8_i32 : i32
              %433 = arith.xori %432, %169 : i32
              %434 = arith.muli %433, %c16_i32 : i32
              %435 = arith.addi %430, %434 : i32
              %436 = arith.addi %85, %435 : i32
              %437 = arith.addi %105, %c248_i32 : i32
              %438 = arith.floordivsi %437, %c64_i32 : i32
              %439 = arith.muli %438, %c8192_i32 : i32
              %440 = arith.addi %439, %165 : i32
              %441 = arith.remsi %437, %c64_i32 : i32
              %442 = arith.floordivsi %441, %c8_i32 : i32
              %443 = arith.xori %442, %169 : i32
              %444 = arith.muli %443, %c16_i32 : i32
              %445 = arith.addi %440, %444 : i32
              %446 = arith.addi %85, %445 : i32
              %447 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %426 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 a0, a1, a2, a3, h<8>, o<8>;\0A.reg .b16 q<8>, x<16>;\0A.reg .f32 f<16>;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {q0, q1}, a0;\0Amov.b32 {q2, q3}, a1;\0Amov.b32 {q4, q5}, a2;\0Amov.b32 {q6, q7}, a3;\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amov.b32 {x0, x1}, h0;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amov.b32 {x2, x3}, h1;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amov.b32 {x4, x5}, h2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amov.b32 {x6, x7}, h3;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amov.b32 {x8, x9}, h4;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amov.b32 {x10, x11}, h5;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amov.b32 {x12, x13}, h6;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amov.b32 {x14, x15}, h7;\0Acvt.f32.f16 f0, x0;\0Amul.f32 f0, f0, {$r3};\0Acvt.f32.f16 f1, x1;\0Amul.f32 f1, f1, {$r3};\0Acvt.f32.f16 f2, x2;\0Amul.f32 f2, f2, {$r3};\0Acvt.f32.f16 f3, x3;\0Amul.f32 f3, f3, {$r3};\0Acvt.f32.f16 f4, x4;\0Amul.f32 f4, f4, {$r3};\0Acvt.f32.f16 f5, x5;\0Amul.f32 f5, f5, {$r3};\0Acvt.f32.f16 f6, x6;\0Amul.f32 f6, f6, {$r3};\0Acvt.f32.f16 f7, x7;\0Amul.f32 f7, f7, {$r3};\0Acvt.f32.f16 f8, x8;\0Amul.f32 f8, f8, {$r3};\0Acvt.f32.f16 f9, x9;\0Amul.f32 f9, f9, {$r3};\0Acvt.f32.f16 f10, x10;\0Amul.f32 f10, f10, {$r3};\0Acvt.f32.f16 f11, x11;\0Amul.f32 f11, f11, {$r3};\0Acvt.f32.f16 f12, x12;\0Amul.f32 f12, f12, {$r3};\0Acvt.f32.f16 f13, x13;\0Amul.f32 f13, f13, {$r3};\0Acvt.f32.f16 f14, x14;\0Amul.f32 f14, f14, {$r3};\0Acvt.f32.f16 f15, x15;\0Amul.f32 f15, f15, {$r3};\0Acvt.rn.bf16x2.f32 o0, f1, f0;\0Acvt.rn.bf16x2.f32 o1, f3, f2;\0Acvt.rn.bf16x2.f32 o2, f5, f4;\0Acvt.rn.bf16x2.f32 o3, f7, f6;\0Acvt.rn.bf16x2.f32 o4, f9, f8;\0Acvt.rn.bf16x2.f32 o5, f11, f10;\0Acvt.rn.bf16x2.f32 o6, f13, f12;\0Acvt.rn.bf16x2.f32 o7, f15, f14;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0Ast.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};\0A}" ro(%427, %436, %446, %447 : i32, i32, i32, f32)
            }
            scf.if %154 {
              %423 = arith.muli %61, %c64_i32 : i32
              %424 = arith.addi %423, %39 : i32
              %425 = arith.muli %424, %c4_i32 : i32
              %426 = arith.addi %11, %425 : i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%426, %103 : i32, i32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %422 = arith.addi %61, %c1_i32 : i32
            nvvm.barrier.arrive id = %422 number_of_threads = %c384_i32
          }
          scf.yield %75 : i32
        } {loop_annotation = #loop_annotation}
        %57 = arith.subi %37, %35 : i32
        %58 = arith.subi %57, %c2_i32 : i32
        %59 = arith.maxsi %58, %c0_i32 : i32
        scf.for %arg34 = %59 to %57 step %c1_i32  : i32 {
          %60 = arith.remsi %arg34, %c2_i32 : i32
          %61 = arith.addi %60, %c3_i32 : i32
          nvvm.barrier id = %61 number_of_threads = %c384_i32
        } {loop_annotation = #loop_annotation}
      } else {
        nvvm.setmaxregister increase 224
        %39 = arith.cmpi eq, %7, %c1_i32 : i32
        scf.if %39 {
          %40 = arith.subi %1, %c128_i32 : i32
          %41 = arith.remsi %40, %c128_i32 : i32
          %42 = arith.remsi %41, %c32_i32 : i32
          %43 = arith.floordivsi %41, %c32_i32 : i32
          %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
          %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
          %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
          %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %lay_17 = cute.make_composed_layout(%0, %int_tuple_16, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
          %shape_18 = cute.make_shape() : () -> !cute.shape<"(64,512)">
          %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
          %tile_to_shape = cute.tile_to_shape(%lay_17, %shape_18, %int_tuple_19) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">
          %shape_20 = cute.make_shape() : () -> !cute.shape<"(64,512,2)">
          %int_tuple_21 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
          %tile_to_shape_22 = cute.tile_to_shape(%lay_17, %shape_20, %int_tuple_21) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512,2)">, !cute.int_tuple<"(0,1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
          %shape_23 = cute.make_shape() : () -> !cute.shape<"((64,4),(8,8),2)">
          %stride_24 = cute.make_stride() : () -> !cute.stride<"((1,4096),(64,512),32768)">
          %lay_25 = cute.make_layout(%shape_23, %stride_24) : !cute.layout<"((64,4),(8,8),2):((1,4096),(64,512),32768)">
          %44 = cute.composed_get_outer(%tile_to_shape) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">) -> !cute.layout<"((8,8),(64,8)):((64,512),(1,4096))">
          %iter_26 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view = cute.make_view(%iter_26, %44) : !memref_smem_bf16
          %45 = cute.composed_get_outer(%tile_to_shape_22) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">) -> !cute.layout<"((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
          %iter_27 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_28 = cute.make_view(%iter_27, %45) : !memref_smem_bf16_1
          %iter_29 = cute.recast_iter(%iter_12) : !cute.ptr<bf16, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_30 = cute.make_view(%iter_29, %lay_25) : !memref_smem_bf16_2
          %coord = cute.make_coord(%41) : (i32) -> !cute.coord<"?">
          %ptn_A = cute.tiled.mma.partition A (%arg0, %view, %coord) : (!mma_bf16_bf16_f32_64x64x16, !memref_smem_bf16, !cute.coord<"?">) -> !memref_smem_bf16_3
          %frg_A = cute.mma.make_fragment A (%arg0, %ptn_A) : (!mma_bf16_bf16_f32_64x64x16, !memref_smem_bf16_3) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">
          %ptn_B = cute.tiled.mma.partition B (%arg0, %view_28, %coord) : (!mma_bf16_bf16_f32_64x64x16, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_4
          %frg_B = cute.mma.make_fragment B (%arg0, %ptn_B) : (!mma_bf16_bf16_f32_64x64x16, !memref_smem_bf16_4) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">
          %ptn_B_31 = cute.tiled.mma.partition B (%arg1, %view_30, %coord) : (!mma_bf16_bf16_f32_64x256x16, !memref_smem_bf16_2, !cute.coord<"?">) -> !memref_smem_bf16_5
          %frg_B_32 = cute.mma.make_fragment B (%arg1, %ptn_B_31) : (!mma_bf16_bf16_f32_64x256x16, !memref_smem_bf16_5) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">
          %shape_33 = cute.make_shape() : () -> !cute.shape<"((2,2,8),1,1)">
          %frg_C = cute.mma.make_fragment C (%arg0, %shape_33) : (!mma_bf16_bf16_f32_64x64x16, !cute.shape<"((2,2,8),1,1)">) -> !memref_rmem_f32
          %shape_34 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
          %frg_C_35 = cute.mma.make_fragment C (%arg1, %shape_34) : (!mma_bf16_bf16_f32_64x256x16, !cute.shape<"((2,2,32),1,1)">) -> !memref_rmem_f32_1
          cute.memref.store_vec(%cst, %frg_C_35) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
          %rmem = cute.memref.alloca() : !memref_rmem_f32_2
          %rmem_36 = cute.memref.alloca() : !memref_rmem_bf16
          %rmem_37 = cute.memref.alloca() : !memref_rmem_bf16
          %46:6 = scf.for %arg34 = %35 to %37 step %c1_i32 iter_args(%arg35 = %cst_4, %arg36 = %cst_4, %arg37 = %cst_3, %arg38 = %cst_3, %arg39 = %arg0, %arg40 = %arg1) -> (f32, f32, f32, f32, !mma_bf16_bf16_f32_64x64x16, !mma_bf16_bf16_f32_64x256x16)  : i32 {
            %62 = arith.subi %arg34, %35 : i32
            %63 = arith.remsi %62, %c2_i32 : i32
            %64 = arith.cmpi slt, %arg34, %23 : i32
            %65 = arith.select %64, %arg18, %arg27 : f32
            %66 = arith.mulf %arg32, %65 : f32
            %67 = arith.addi %63, %c1_i32 : i32
            nvvm.barrier id = %67 number_of_threads = %c384_i32
            nvvm.wgmma.fence.aligned
            %68 = cute_nvgpu.atom.set_value<accum_c>(%arg39, %false) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_38 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
            %slice = cute.slice(%frg_A, %coord_38) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,0)">
            %coord_39 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_40 = cute.slice(%frg_B, %coord_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%68, %frg_C, %slice, %slice_40, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %69 = cute_nvgpu.atom.set_value<accum_c>(%68, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_41 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
            %slice_42 = cute.slice(%frg_A, %coord_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,1)">
            %coord_43 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_44 = cute.slice(%frg_B, %coord_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%69, %frg_C, %slice_42, %slice_44, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %70 = cute_nvgpu.atom.set_value<accum_c>(%69, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_45 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
            %slice_46 = cute.slice(%frg_A, %coord_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,2)">
            %coord_47 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_48 = cute.slice(%frg_B, %coord_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%70, %frg_C, %slice_46, %slice_48, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %71 = cute_nvgpu.atom.set_value<accum_c>(%70, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_49 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
            %slice_50 = cute.slice(%frg_A, %coord_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,3)">
            %coord_51 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_52 = cute.slice(%frg_B, %coord_51) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%71, %frg_C, %slice_50, %slice_52, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %72 = cute_nvgpu.atom.set_value<accum_c>(%71, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_53 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
            %slice_54 = cute.slice(%frg_A, %coord_53) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,4)">
            %coord_55 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,4,?)">
            %slice_56 = cute.slice(%frg_B, %coord_55) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,4,?)">
            cute.gemm(%72, %frg_C, %slice_54, %slice_56, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %73 = cute_nvgpu.atom.set_value<accum_c>(%72, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_57 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
            %slice_58 = cute.slice(%frg_A, %coord_57) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,5)">
            %coord_59 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,5,?)">
            %slice_60 = cute.slice(%frg_B, %coord_59) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,5,?)">
            cute.gemm(%73, %frg_C, %slice_58, %slice_60, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %74 = cute_nvgpu.atom.set_value<accum_c>(%73, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_61 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
            %slice_62 = cute.slice(%frg_A, %coord_61) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,6)">
            %coord_63 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,6,?)">
            %slice_64 = cute.slice(%frg_B, %coord_63) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,6,?)">
            cute.gemm(%74, %frg_C, %slice_62, %slice_64, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %75 = cute_nvgpu.atom.set_value<accum_c>(%74, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_65 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
            %slice_66 = cute.slice(%frg_A, %coord_65) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,7)">
            %coord_67 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,7,?)">
            %slice_68 = cute.slice(%frg_B, %coord_67) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,7,?)">
            cute.gemm(%75, %frg_C, %slice_66, %slice_68, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %76 = cute_nvgpu.atom.set_value<accum_c>(%75, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_69 = cute.make_coord() : () -> !cute.coord<"(_,_,8)">
            %slice_70 = cute.slice(%frg_A, %coord_69) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,8)">
            %coord_71 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,8,?)">
            %slice_72 = cute.slice(%frg_B, %coord_71) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,8,?)">
            cute.gemm(%76, %frg_C, %slice_70, %slice_72, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %77 = cute_nvgpu.atom.set_value<accum_c>(%76, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_73 = cute.make_coord() : () -> !cute.coord<"(_,_,9)">
            %slice_74 = cute.slice(%frg_A, %coord_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,9)">
            %coord_75 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,9,?)">
            %slice_76 = cute.slice(%frg_B, %coord_75) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,9,?)">
            cute.gemm(%77, %frg_C, %slice_74, %slice_76, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %78 = cute_nvgpu.atom.set_value<accum_c>(%77, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_77 = cute.make_coord() : () -> !cute.coord<"(_,_,10)">
            %slice_78 = cute.slice(%frg_A, %coord_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,10)">
            %coord_79 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,10,?)">
            %slice_80 = cute.slice(%frg_B, %coord_79) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,10,?)">
            cute.gemm(%78, %frg_C, %slice_78, %slice_80, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %79 = cute_nvgpu.atom.set_value<accum_c>(%78, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_81 = cute.make_coord() : () -> !cute.coord<"(_,_,11)">
            %slice_82 = cute.slice(%frg_A, %coord_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,11)">
            %coord_83 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,11,?)">
            %slice_84 = cute.slice(%frg_B, %coord_83) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,11,?)">
            cute.gemm(%79, %frg_C, %slice_82, %slice_84, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %80 = cute_nvgpu.atom.set_value<accum_c>(%79, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_85 = cute.make_coord() : () -> !cute.coord<"(_,_,12)">
            %slice_86 = cute.slice(%frg_A, %coord_85) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,12)">
            %coord_87 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,12,?)">
            %slice_88 = cute.slice(%frg_B, %coord_87) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,12,?)">
            cute.gemm(%80, %frg_C, %slice_86, %slice_88, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %81 = cute_nvgpu.atom.set_value<accum_c>(%80, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_89 = cute.make_coord() : () -> !cute.coord<"(_,_,13)">
            %slice_90 = cute.slice(%frg_A, %coord_89) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,13)">
            %coord_91 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,13,?)">
            %slice_92 = cute.slice(%frg_B, %coord_91) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,13,?)">
            cute.gemm(%81, %frg_C, %slice_90, %slice_92, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %82 = cute_nvgpu.atom.set_value<accum_c>(%81, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_93 = cute.make_coord() : () -> !cute.coord<"(_,_,14)">
            %slice_94 = cute.slice(%frg_A, %coord_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,14)">
            %coord_95 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,14,?)">
            %slice_96 = cute.slice(%frg_B, %coord_95) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,14,?)">
            cute.gemm(%82, %frg_C, %slice_94, %slice_96, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %83 = cute_nvgpu.atom.set_value<accum_c>(%82, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_97 = cute.make_coord() : () -> !cute.coord<"(_,_,15)">
            %slice_98 = cute.slice(%frg_A, %coord_97) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,15)">
            %coord_99 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,15,?)">
            %slice_100 = cute.slice(%frg_B, %coord_99) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,15,?)">
            cute.gemm(%83, %frg_C, %slice_98, %slice_100, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %84 = cute_nvgpu.atom.set_value<accum_c>(%83, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_101 = cute.make_coord() : () -> !cute.coord<"(_,_,16)">
            %slice_102 = cute.slice(%frg_A, %coord_101) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,16)">
            %coord_103 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,16,?)">
            %slice_104 = cute.slice(%frg_B, %coord_103) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,16,?)">
            cute.gemm(%84, %frg_C, %slice_102, %slice_104, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %85 = cute_nvgpu.atom.set_value<accum_c>(%84, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_105 = cute.make_coord() : () -> !cute.coord<"(_,_,17)">
            %slice_106 = cute.slice(%frg_A, %coord_105) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,17)">
            %coord_107 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,17,?)">
            %slice_108 = cute.slice(%frg_B, %coord_107) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,17,?)">
            cute.gemm(%85, %frg_C, %slice_106, %slice_108, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %86 = cute_nvgpu.atom.set_value<accum_c>(%85, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_109 = cute.make_coord() : () -> !cute.coord<"(_,_,18)">
            %slice_110 = cute.slice(%frg_A, %coord_109) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,18)">
            %coord_111 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,18,?)">
            %slice_112 = cute.slice(%frg_B, %coord_111) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,18,?)">
            cute.gemm(%86, %frg_C, %slice_110, %slice_112, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %87 = cute_nvgpu.atom.set_value<accum_c>(%86, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_113 = cute.make_coord() : () -> !cute.coord<"(_,_,19)">
            %slice_114 = cute.slice(%frg_A, %coord_113) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,19)">
            %coord_115 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,19,?)">
            %slice_116 = cute.slice(%frg_B, %coord_115) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,19,?)">
            cute.gemm(%87, %frg_C, %slice_114, %slice_116, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %88 = cute_nvgpu.atom.set_value<accum_c>(%87, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_117 = cute.make_coord() : () -> !cute.coord<"(_,_,20)">
            %slice_118 = cute.slice(%frg_A, %coord_117) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,20)">
            %coord_119 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,20,?)">
            %slice_120 = cute.slice(%frg_B, %coord_119) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,20,?)">
            cute.gemm(%88, %frg_C, %slice_118, %slice_120, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %89 = cute_nvgpu.atom.set_value<accum_c>(%88, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_121 = cute.make_coord() : () -> !cute.coord<"(_,_,21)">
            %slice_122 = cute.slice(%frg_A, %coord_121) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,21)">
            %coord_123 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,21,?)">
            %slice_124 = cute.slice(%frg_B, %coord_123) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,21,?)">
            cute.gemm(%89, %frg_C, %slice_122, %slice_124, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %90 = cute_nvgpu.atom.set_value<accum_c>(%89, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_125 = cute.make_coord() : () -> !cute.coord<"(_,_,22)">
            %slice_126 = cute.slice(%frg_A, %coord_125) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,22)">
            %coord_127 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,22,?)">
            %slice_128 = cute.slice(%frg_B, %coord_127) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,22,?)">
            cute.gemm(%90, %frg_C, %slice_126, %slice_128, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %91 = cute_nvgpu.atom.set_value<accum_c>(%90, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_129 = cute.make_coord() : () -> !cute.coord<"(_,_,23)">
            %slice_130 = cute.slice(%frg_A, %coord_129) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,23)">
            %coord_131 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,23,?)">
            %slice_132 = cute.slice(%frg_B, %coord_131) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,23,?)">
            cute.gemm(%91, %frg_C, %slice_130, %slice_132, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %92 = cute_nvgpu.atom.set_value<accum_c>(%91, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_133 = cute.make_coord() : () -> !cute.coord<"(_,_,24)">
            %slice_134 = cute.slice(%frg_A, %coord_133) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,24)">
            %coord_135 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,24,?)">
            %slice_136 = cute.slice(%frg_B, %coord_135) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,24,?)">
            cute.gemm(%92, %frg_C, %slice_134, %slice_136, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %93 = cute_nvgpu.atom.set_value<accum_c>(%92, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_137 = cute.make_coord() : () -> !cute.coord<"(_,_,25)">
            %slice_138 = cute.slice(%frg_A, %coord_137) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,25)">
            %coord_139 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,25,?)">
            %slice_140 = cute.slice(%frg_B, %coord_139) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,25,?)">
            cute.gemm(%93, %frg_C, %slice_138, %slice_140, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %94 = cute_nvgpu.atom.set_value<accum_c>(%93, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_141 = cute.make_coord() : () -> !cute.coord<"(_,_,26)">
            %slice_142 = cute.slice(%frg_A, %coord_141) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,26)">
            %coord_143 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,26,?)">
            %slice_144 = cute.slice(%frg_B, %coord_143) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,26,?)">
            cute.gemm(%94, %frg_C, %slice_142, %slice_144, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %95 = cute_nvgpu.atom.set_value<accum_c>(%94, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_145 = cute.make_coord() : () -> !cute.coord<"(_,_,27)">
            %slice_146 = cute.slice(%frg_A, %coord_145) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,27)">
            %coord_147 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,27,?)">
            %slice_148 = cute.slice(%frg_B, %coord_147) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,27,?)">
            cute.gemm(%95, %frg_C, %slice_146, %slice_148, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %96 = cute_nvgpu.atom.set_value<accum_c>(%95, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_149 = cute.make_coord() : () -> !cute.coord<"(_,_,28)">
            %slice_150 = cute.slice(%frg_A, %coord_149) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,28)">
            %coord_151 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,28,?)">
            %slice_152 = cute.slice(%frg_B, %coord_151) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,28,?)">
            cute.gemm(%96, %frg_C, %slice_150, %slice_152, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %97 = cute_nvgpu.atom.set_value<accum_c>(%96, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_153 = cute.make_coord() : () -> !cute.coord<"(_,_,29)">
            %slice_154 = cute.slice(%frg_A, %coord_153) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,29)">
            %coord_155 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,29,?)">
            %slice_156 = cute.slice(%frg_B, %coord_155) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,29,?)">
            cute.gemm(%97, %frg_C, %slice_154, %slice_156, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %98 = cute_nvgpu.atom.set_value<accum_c>(%97, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_157 = cute.make_coord() : () -> !cute.coord<"(_,_,30)">
            %slice_158 = cute.slice(%frg_A, %coord_157) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,30)">
            %coord_159 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,30,?)">
            %slice_160 = cute.slice(%frg_B, %coord_159) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,30,?)">
            cute.gemm(%98, %frg_C, %slice_158, %slice_160, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %99 = cute_nvgpu.atom.set_value<accum_c>(%98, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_161 = cute.make_coord() : () -> !cute.coord<"(_,_,31)">
            %slice_162 = cute.slice(%frg_A, %coord_161) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,31)">
            %coord_163 = cute.make_coord(%63) : (i32) -> !cute.coord<"(_,_,31,?)">
            %slice_164 = cute.slice(%frg_B, %coord_163) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,31,?)">
            cute.gemm(%99, %frg_C, %slice_162, %slice_164, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %100 = arith.muli %63, %c256_i32 : i32
            %101 = arith.addi %11, %100 : i32
            %102 = arith.remsi %42, %c4_i32 : i32
            %103 = arith.muli %102, %c8_i32 : i32
            %104 = arith.addi %101, %103 : i32
            %105 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%104 : i32) -> i32
            %106 = arith.cmpi ne, %105, %c0_i32 : i32
            %coord_165 = cute.make_coord() : () -> !cute.coord<"0">
            %107 = cute.memref.load(%frg_C, %coord_165) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %108 = arith.mulf %107, %66 : f32
            %109 = arith.select %106, %108, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_165, %109) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
            %110 = nvvm.fmax %cst_3, %109
            %111 = arith.muli %102, %c2_i32 : i32
            %112 = arith.addi %111, %c1_i32 : i32
            %113 = arith.muli %112, %c4_i32 : i32
            %114 = arith.addi %101, %113 : i32
            %115 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%114 : i32) -> i32
            %116 = arith.cmpi ne, %115, %c0_i32 : i32
            %coord_166 = cute.make_coord() : () -> !cute.coord<"1">
            %117 = cute.memref.load(%frg_C, %coord_166) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %118 = arith.mulf %117, %66 : f32
            %119 = arith.select %116, %118, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_166, %119) : (!memref_rmem_f32, !cute.coord<"1">, f32) -> ()
            %120 = nvvm.fmax %110, %119
            %121 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%104 : i32) -> i32
            %122 = arith.cmpi ne, %121, %c0_i32 : i32
            %coord_167 = cute.make_coord() : () -> !cute.coord<"2">
            %123 = cute.memref.load(%frg_C, %coord_167) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %124 = arith.mulf %123, %66 : f32
            %125 = arith.select %122, %124, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_167, %125) : (!memref_rmem_f32, !cute.coord<"2">, f32) -> ()
            %126 = nvvm.fmax %cst_3, %125
            %127 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%114 : i32) -> i32
            %128 = arith.cmpi ne, %127, %c0_i32 : i32
            %coord_168 = cute.make_coord() : () -> !cute.coord<"3">
            %129 = cute.memref.load(%frg_C, %coord_168) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %130 = arith.mulf %129, %66 : f32
            %131 = arith.select %128, %130, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_168, %131) : (!memref_rmem_f32, !cute.coord<"3">, f32) -> ()
            %132 = nvvm.fmax %126, %131
            %133 = arith.addi %111, %c8_i32 : i32
            %134 = arith.muli %133, %c4_i32 : i32
            %135 = arith.addi %101, %134 : i32
            %136 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%135 : i32) -> i32
            %137 = arith.cmpi ne, %136, %c0_i32 : i32
            %coord_169 = cute.make_coord() : () -> !cute.coord<"4">
            %138 = cute.memref.load(%frg_C, %coord_169) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %139 = arith.mulf %138, %66 : f32
            %140 = arith.select %137, %139, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_169, %140) : (!memref_rmem_f32, !cute.coord<"4">, f32) -> ()
            %141 = nvvm.fmax %120, %140
            %142 = arith.addi %111, %c9_i32 : i32
            %143 = arith.muli %142, %c4_i32 : i32
            %144 = arith.addi %101, %143 : i32
            %145 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%144 : i32) -> i32
            %146 = arith.cmpi ne, %145, %c0_i32 : i32
            %coord_170 = cute.make_coord() : () -> !cute.coord<"5">
            %147 = cute.memref.load(%frg_C, %coord_170) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %148 = arith.mulf %147, %66 : f32
            %149 = arith.select %146, %148, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_170, %149) : (!memref_rmem_f32, !cute.coord<"5">, f32) -> ()
            %150 = nvvm.fmax %141, %149
            %151 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%135 : i32) -> i32
            %152 = arith.cmpi ne, %151, %c0_i32 : i32
            %coord_171 = cute.make_coord() : () -> !cute.coord<"6">
            %153 = cute.memref.load(%frg_C, %coord_171) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %154 = arith.mulf %153, %66 : f32
            %155 = arith.select %152, %154, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_171, %155) : (!memref_rmem_f32, !cute.coord<"6">, f32) -> ()
            %156 = nvvm.fmax %132, %155
            %157 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%144 : i32) -> i32
            %158 = arith.cmpi ne, %157, %c0_i32 : i32
            %coord_172 = cute.make_coord() : () -> !cute.coord<"7">
            %159 = cute.memref.load(%frg_C, %coord_172) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %160 = arith.mulf %159, %66 : f32
            %161 = arith.select %158, %160, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_172, %161) : (!memref_rmem_f32, !cute.coord<"7">, f32) -> ()
            %162 = nvvm.fmax %156, %161
            %163 = arith.addi %111, %c16_i32 : i32
            %164 = arith.muli %163, %c4_i32 : i32
            %165 = arith.addi %101, %164 : i32
            %166 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%165 : i32) -> i32
            %167 = arith.cmpi ne, %166, %c0_i32 : i32
            %coord_173 = cute.make_coord() : () -> !cute.coord<"8">
            %168 = cute.memref.load(%frg_C, %coord_173) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %169 = arith.mulf %168, %66 : f32
            %170 = arith.select %167, %169, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_173, %170) : (!memref_rmem_f32, !cute.coord<"8">, f32) -> ()
            %171 = nvvm.fmax %150, %170
            %172 = arith.addi %111, %c17_i32 : i32
            %173 = arith.muli %172, %c4_i32 : i32
            %174 = arith.addi %101, %173 : i32
            %175 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%174 : i32) -> i32
            %176 = arith.cmpi ne, %175, %c0_i32 : i32
            %coord_174 = cute.make_coord() : () -> !cute.coord<"9">
            %177 = cute.memref.load(%frg_C, %coord_174) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %178 = arith.mulf %177, %66 : f32
            %179 = arith.select %176, %178, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_174, %179) : (!memref_rmem_f32, !cute.coord<"9">, f32) -> ()
            %180 = nvvm.fmax %171, %179
            %181 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%165 : i32) -> i32
            %182 = arith.cmpi ne, %181, %c0_i32 : i32
            %coord_175 = cute.make_coord() : () -> !cute.coord<"10">
            %183 = cute.memref.load(%frg_C, %coord_175) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %184 = arith.mulf %183, %66 : f32
            %185 = arith.select %182, %184, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_175, %185) : (!memref_rmem_f32, !cute.coord<"10">, f32) -> ()
            %186 = nvvm.fmax %162, %185
            %187 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%174 : i32) -> i32
            %188 = arith.cmpi ne, %187, %c0_i32 : i32
            %coord_176 = cute.make_coord() : () -> !cute.coord<"11">
            %189 = cute.memref.load(%frg_C, %coord_176) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %190 = arith.mulf %189, %66 : f32
            %191 = arith.select %188, %190, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_176, %191) : (!memref_rmem_f32, !cute.coord<"11">, f32) -> ()
            %192 = nvvm.fmax %186, %191
            %193 = arith.addi %111, %c24_i32 : i32
            %194 = arith.muli %193, %c4_i32 : i32
            %195 = arith.addi %101, %194 : i32
            %196 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%195 : i32) -> i32
            %197 = arith.cmpi ne, %196, %c0_i32 : i32
            %coord_177 = cute.make_coord() : () -> !cute.coord<"12">
            %198 = cute.memref.load(%frg_C, %coord_177) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %199 = arith.mulf %198, %66 : f32
            %200 = arith.select %197, %199, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_177, %200) : (!memref_rmem_f32, !cute.coord<"12">, f32) -> ()
            %201 = nvvm.fmax %180, %200
            %202 = arith.addi %111, %c25_i32 : i32
            %203 = arith.muli %202, %c4_i32 : i32
            %204 = arith.addi %101, %203 : i32
            %205 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%204 : i32) -> i32
            %206 = arith.cmpi ne, %205, %c0_i32 : i32
            %coord_178 = cute.make_coord() : () -> !cute.coord<"13">
            %207 = cute.memref.load(%frg_C, %coord_178) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %208 = arith.mulf %207, %66 : f32
            %209 = arith.select %206, %208, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_178, %209) : (!memref_rmem_f32, !cute.coord<"13">, f32) -> ()
            %210 = nvvm.fmax %201, %209
            %211 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%195 : i32) -> i32
            %212 = arith.cmpi ne, %211, %c0_i32 : i32
            %coord_179 = cute.make_coord() : () -> !cute.coord<"14">
            %213 = cute.memref.load(%frg_C, %coord_179) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %214 = arith.mulf %213, %66 : f32
            %215 = arith.select %212, %214, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_179, %215) : (!memref_rmem_f32, !cute.coord<"14">, f32) -> ()
            %216 = nvvm.fmax %192, %215
            %217 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%204 : i32) -> i32
            %218 = arith.cmpi ne, %217, %c0_i32 : i32
            %coord_180 = cute.make_coord() : () -> !cute.coord<"15">
            %219 = cute.memref.load(%frg_C, %coord_180) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %220 = arith.mulf %219, %66 : f32
            %221 = arith.select %218, %220, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_180, %221) : (!memref_rmem_f32, !cute.coord<"15">, f32) -> ()
            %222 = nvvm.fmax %216, %221
            %223 = arith.addi %111, %c32_i32 : i32
            %224 = arith.muli %223, %c4_i32 : i32
            %225 = arith.addi %101, %224 : i32
            %226 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%225 : i32) -> i32
            %227 = arith.cmpi ne, %226, %c0_i32 : i32
            %coord_181 = cute.make_coord() : () -> !cute.coord<"16">
            %228 = cute.memref.load(%frg_C, %coord_181) : (!memref_rmem_f32, !cute.coord<"16">) -> f32
            %229 = arith.mulf %228, %66 : f32
            %230 = arith.select %227, %229, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_181, %230) : (!memref_rmem_f32, !cute.coord<"16">, f32) -> ()
            %231 = nvvm.fmax %210, %230
            %232 = arith.addi %111, %c33_i32 : i32
            %233 = arith.muli %232, %c4_i32 : i32
            %234 = arith.addi %101, %233 : i32
            %235 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%234 : i32) -> i32
            %236 = arith.cmpi ne, %235, %c0_i32 : i32
            %coord_182 = cute.make_coord() : () -> !cute.coord<"17">
            %237 = cute.memref.load(%frg_C, %coord_182) : (!memref_rmem_f32, !cute.coord<"17">) -> f32
            %238 = arith.mulf %237, %66 : f32
            %239 = arith.select %236, %238, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_182, %239) : (!memref_rmem_f32, !cute.coord<"17">, f32) -> ()
            %240 = nvvm.fmax %231, %239
            %241 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%225 : i32) -> i32
            %242 = arith.cmpi ne, %241, %c0_i32 : i32
            %coord_183 = cute.make_coord() : () -> !cute.coord<"18">
            %243 = cute.memref.load(%frg_C, %coord_183) : (!memref_rmem_f32, !cute.coord<"18">) -> f32
            %244 = arith.mulf %243, %66 : f32
            %245 = arith.select %242, %244, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_183, %245) : (!memref_rmem_f32, !cute.coord<"18">, f32) -> ()
            %246 = nvvm.fmax %222, %245
            %247 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%234 : i32) -> i32
            %248 = arith.cmpi ne, %247, %c0_i32 : i32
            %coord_184 = cute.make_coord() : () -> !cute.coord<"19">
            %249 = cute.memref.load(%frg_C, %coord_184) : (!memref_rmem_f32, !cute.coord<"19">) -> f32
            %250 = arith.mulf %249, %66 : f32
            %251 = arith.select %248, %250, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_184, %251) : (!memref_rmem_f32, !cute.coord<"19">, f32) -> ()
            %252 = nvvm.fmax %246, %251
            %253 = arith.addi %111, %c40_i32 : i32
            %254 = arith.muli %253, %c4_i32 : i32
            %255 = arith.addi %101, %254 : i32
            %256 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%255 : i32) -> i32
            %257 = arith.cmpi ne, %256, %c0_i32 : i32
            %coord_185 = cute.make_coord() : () -> !cute.coord<"20">
            %258 = cute.memref.load(%frg_C, %coord_185) : (!memref_rmem_f32, !cute.coord<"20">) -> f32
            %259 = arith.mulf %258, %66 : f32
            %260 = arith.select %257, %259, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_185, %260) : (!memref_rmem_f32, !cute.coord<"20">, f32) -> ()
            %261 = nvvm.fmax %240, %260
            %262 = arith.addi %111, %c41_i32 : i32
            %263 = arith.muli %262, %c4_i32 : i32
            %264 = arith.addi %101, %263 : i32
            %265 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%264 : i32) -> i32
            %266 = arith.cmpi ne, %265, %c0_i32 : i32
            %coord_186 = cute.make_coord() : () -> !cute.coord<"21">
            %267 = cute.memref.load(%frg_C, %coord_186) : (!memref_rmem_f32, !cute.coord<"21">) -> f32
            %268 = arith.mulf %267, %66 : f32
            %269 = arith.select %266, %268, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_186, %269) : (!memref_rmem_f32, !cute.coord<"21">, f32) -> ()
            %270 = nvvm.fmax %261, %269
            %271 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%255 : i32) -> i32
            %272 = arith.cmpi ne, %271, %c0_i32 : i32
            %coord_187 = cute.make_coord() : () -> !cute.coord<"22">
            %273 = cute.memref.load(%frg_C, %coord_187) : (!memref_rmem_f32, !cute.coord<"22">) -> f32
            %274 = arith.mulf %273, %66 : f32
            %275 = arith.select %272, %274, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_187, %275) : (!memref_rmem_f32, !cute.coord<"22">, f32) -> ()
            %276 = nvvm.fmax %252, %275
            %277 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%264 : i32) -> i32
            %278 = arith.cmpi ne, %277, %c0_i32 : i32
            %coord_188 = cute.make_coord() : () -> !cute.coord<"23">
            %279 = cute.memref.load(%frg_C, %coord_188) : (!memref_rmem_f32, !cute.coord<"23">) -> f32
            %280 = arith.mulf %279, %66 : f32
            %281 = arith.select %278, %280, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_188, %281) : (!memref_rmem_f32, !cute.coord<"23">, f32) -> ()
            %282 = nvvm.fmax %276, %281
            %283 = arith.addi %111, %c48_i32 : i32
            %284 = arith.muli %283, %c4_i32 : i32
            %285 = arith.addi %101, %284 : i32
            %286 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%285 : i32) -> i32
            %287 = arith.cmpi ne, %286, %c0_i32 : i32
            %coord_189 = cute.make_coord() : () -> !cute.coord<"24">
            %288 = cute.memref.load(%frg_C, %coord_189) : (!memref_rmem_f32, !cute.coord<"24">) -> f32
            %289 = arith.mulf %288, %66 : f32
            %290 = arith.select %287, %289, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_189, %290) : (!memref_rmem_f32, !cute.coord<"24">, f32) -> ()
            %291 = nvvm.fmax %270, %290
            %292 = arith.addi %111, %c49_i32 : i32
            %293 = arith.muli %292, %c4_i32 : i32
            %294 = arith.addi %101, %293 : i32
            %295 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%294 : i32) -> i32
            %296 = arith.cmpi ne, %295, %c0_i32 : i32
            %coord_190 = cute.make_coord() : () -> !cute.coord<"25">
            %297 = cute.memref.load(%frg_C, %coord_190) : (!memref_rmem_f32, !cute.coord<"25">) -> f32
            %298 = arith.mulf %297, %66 : f32
            %299 = arith.select %296, %298, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_190, %299) : (!memref_rmem_f32, !cute.coord<"25">, f32) -> ()
            %300 = nvvm.fmax %291, %299
            %301 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%285 : i32) -> i32
            %302 = arith.cmpi ne, %301, %c0_i32 : i32
            %coord_191 = cute.make_coord() : () -> !cute.coord<"26">
            %303 = cute.memref.load(%frg_C, %coord_191) : (!memref_rmem_f32, !cute.coord<"26">) -> f32
            %304 = arith.mulf %303, %66 : f32
            %305 = arith.select %302, %304, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_191, %305) : (!memref_rmem_f32, !cute.coord<"26">, f32) -> ()
            %306 = nvvm.fmax %282, %305
            %307 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%294 : i32) -> i32
            %308 = arith.cmpi ne, %307, %c0_i32 : i32
            %coord_192 = cute.make_coord() : () -> !cute.coord<"27">
            %309 = cute.memref.load(%frg_C, %coord_192) : (!memref_rmem_f32, !cute.coord<"27">) -> f32
            %310 = arith.mulf %309, %66 : f32
            %311 = arith.select %308, %310, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_192, %311) : (!memref_rmem_f32, !cute.coord<"27">, f32) -> ()
            %312 = nvvm.fmax %306, %311
            %313 = arith.addi %111, %c56_i32 : i32
            %314 = arith.muli %313, %c4_i32 : i32
            %315 = arith.addi %101, %314 : i32
            %316 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%315 : i32) -> i32
            %317 = arith.cmpi ne, %316, %c0_i32 : i32
            %coord_193 = cute.make_coord() : () -> !cute.coord<"28">
            %318 = cute.memref.load(%frg_C, %coord_193) : (!memref_rmem_f32, !cute.coord<"28">) -> f32
            %319 = arith.mulf %318, %66 : f32
            %320 = arith.select %317, %319, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_193, %320) : (!memref_rmem_f32, !cute.coord<"28">, f32) -> ()
            %321 = nvvm.fmax %300, %320
            %322 = arith.addi %111, %c57_i32 : i32
            %323 = arith.muli %322, %c4_i32 : i32
            %324 = arith.addi %101, %323 : i32
            %325 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%324 : i32) -> i32
            %326 = arith.cmpi ne, %325, %c0_i32 : i32
            %coord_194 = cute.make_coord() : () -> !cute.coord<"29">
            %327 = cute.memref.load(%frg_C, %coord_194) : (!memref_rmem_f32, !cute.coord<"29">) -> f32
            %328 = arith.mulf %327, %66 : f32
            %329 = arith.select %326, %328, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_194, %329) : (!memref_rmem_f32, !cute.coord<"29">, f32) -> ()
            %330 = nvvm.fmax %321, %329
            %331 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%315 : i32) -> i32
            %332 = arith.cmpi ne, %331, %c0_i32 : i32
            %coord_195 = cute.make_coord() : () -> !cute.coord<"30">
            %333 = cute.memref.load(%frg_C, %coord_195) : (!memref_rmem_f32, !cute.coord<"30">) -> f32
            %334 = arith.mulf %333, %66 : f32
            %335 = arith.select %332, %334, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_195, %335) : (!memref_rmem_f32, !cute.coord<"30">, f32) -> ()
            %336 = nvvm.fmax %312, %335
            %337 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%324 : i32) -> i32
            %338 = arith.cmpi ne, %337, %c0_i32 : i32
            %coord_196 = cute.make_coord() : () -> !cute.coord<"31">
            %339 = cute.memref.load(%frg_C, %coord_196) : (!memref_rmem_f32, !cute.coord<"31">) -> f32
            %340 = arith.mulf %339, %66 : f32
            %341 = arith.select %338, %340, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_196, %341) : (!memref_rmem_f32, !cute.coord<"31">, f32) -> ()
            %342 = nvvm.fmax %336, %341
            %343 = nvvm.shfl.sync bfly %c-1_i32, %330, %c1_i32, %c31_i32 : f32 -> f32
            %344 = nvvm.fmax %330, %343
            %345 = nvvm.shfl.sync bfly %c-1_i32, %342, %c1_i32, %c31_i32 : f32 -> f32
            %346 = nvvm.fmax %342, %345
            %347 = nvvm.shfl.sync bfly %c-1_i32, %344, %c2_i32, %c31_i32 : f32 -> f32
            %348 = nvvm.fmax %344, %347
            %349 = nvvm.shfl.sync bfly %c-1_i32, %346, %c2_i32, %c31_i32 : f32 -> f32
            %350 = nvvm.fmax %346, %349
            %351 = nvvm.fmax %arg37, %348
            %352 = nvvm.fmax %arg38, %350
            %353 = arith.cmpf oeq, %351, %cst_3 : f32
            %354 = arith.select %353, %cst_4, %351 : f32
            %355 = arith.cmpf oeq, %352, %cst_3 : f32
            %356 = arith.select %355, %cst_4, %352 : f32
            %357 = arith.subf %arg37, %354 : f32
            %358 = math.exp2 %357 fastmath<fast> : f32
            %359 = arith.subf %arg38, %356 : f32
            %360 = math.exp2 %359 fastmath<fast> : f32
            %361 = cute.memref.load(%frg_C, %coord_165) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %362 = arith.subf %361, %354 : f32
            %363 = math.exp2 %362 fastmath<fast> : f32
            %364 = arith.addf %363, %cst_4 : f32
            %365 = arith.mulf %363, %65 : f32
            cute.memref.store(%rmem, %coord_165, %365) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            %366 = cute.memref.load(%frg_C, %coord_166) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %367 = arith.subf %366, %354 : f32
            %368 = math.exp2 %367 fastmath<fast> : f32
            %369 = arith.addf %364, %368 : f32
            %370 = arith.mulf %368, %65 : f32
            cute.memref.store(%rmem, %coord_166, %370) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %371 = cute.memref.load(%frg_C, %coord_167) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %372 = arith.subf %371, %356 : f32
            %373 = math.exp2 %372 fastmath<fast> : f32
            %374 = arith.addf %373, %cst_4 : f32
            %375 = arith.mulf %373, %65 : f32
            cute.memref.store(%rmem, %coord_167, %375) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %376 = cute.memref.load(%frg_C, %coord_168) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %377 = arith.subf %376, %356 : f32
            %378 = math.exp2 %377 fastmath<fast> : f32
            %379 = arith.addf %374, %378 : f32
            %380 = arith.mulf %378, %65 : f32
            cute.memref.store(%rmem, %coord_168, %380) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            %381 = cute.memref.load(%frg_C, %coord_169) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %382 = arith.subf %381, %354 : f32
            %383 = math.exp2 %382 fastmath<fast> : f32
            %384 = arith.addf %369, %383 : f32
            %385 = arith.mulf %383, %65 : f32
            cute.memref.store(%rmem, %coord_169, %385) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %386 = cute.memref.load(%frg_C, %coord_170) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %387 = arith.subf %386, %354 : f32
            %388 = math.exp2 %387 fastmath<fast> : f32
            %389 = arith.addf %384, %388 : f32
            %390 = arith.mulf %388, %65 : f32
            cute.memref.store(%rmem, %coord_170, %390) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
            %391 = cute.memref.load(%frg_C, %coord_171) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %392 = arith.subf %391, %356 : f32
            %393 = math.exp2 %392 fastmath<fast> : f32
            %394 = arith.addf %379, %393 : f32
            %395 = arith.mulf %393, %65 : f32
            cute.memref.store(%rmem, %coord_171, %395) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
            %396 = cute.memref.load(%frg_C, %coord_172) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %397 = arith.subf %396, %356 : f32
            %398 = math.exp2 %397 fastmath<fast> : f32
            %399 = arith.addf %394, %398 : f32
            %400 = arith.mulf %398, %65 : f32
            cute.memref.store(%rmem, %coord_172, %400) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
            %401 = cute.memref.load(%frg_C, %coord_173) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %402 = arith.subf %401, %354 : f32
            %403 = math.exp2 %402 fastmath<fast> : f32
            %404 = arith.addf %389, %403 : f32
            %405 = arith.mulf %403, %65 : f32
            cute.memref.store(%rmem, %coord_173, %405) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
            %406 = cute.memref.load(%frg_C, %coord_174) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %407 = arith.subf %406, %354 : f32
            %408 = math.exp2 %407 fastmath<fast> : f32
            %409 = arith.addf %404, %408 : f32
            %410 = arith.mulf %408, %65 : f32
            cute.memref.store(%rmem, %coord_174, %410) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
            %411 = cute.memref.load(%frg_C, %coord_175) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %412 = arith.subf %411, %356 : f32
            %413 = math.exp2 %412 fastmath<fast> : f32
            %414 = arith.addf %399, %413 : f32
            %415 = arith.mulf %413, %65 : f32
            cute.memref.store(%rmem, %coord_175, %415) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
            %416 = cute.memref.load(%frg_C, %coord_176) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %417 = arith.subf %416, %356 : f32
            %418 = math.exp2 %417 fastmath<fast> : f32
            %419 = arith.addf %414, %418 : f32
            %420 = arith.mulf %418, %65 : f32
            cute.memref.store(%rmem, %coord_176, %420) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
            %421 = cute.memref.load(%frg_C, %coord_177) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %422 = arith.subf %421, %354 : f32
            %423 = math.exp2 %422 fastmath<fast> : f32
            %424 = arith.addf %409, %423 : f32
            %425 = arith.mulf %423, %65 : f32
            cute.memref.store(%rmem, %coord_177, %425) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
            %426 = cute.memref.load(%frg_C, %coord_178) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %427 = arith.subf %426, %354 : f32
            %428 = math.exp2 %427 fastmath<fast> : f32
            %429 = arith.addf %424, %428 : f32
            %430 = arith.mulf %428, %65 : f32
            cute.memref.store(%rmem, %coord_178, %430) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
            %431 = cute.memref.load(%frg_C, %coord_179) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %432 = arith.subf %431, %356 : f32
            %433 = math.exp2 %432 fastmath<fast> : f32
            %434 = arith.addf %419, %433 : f32
            %435 = arith.mulf %433, %65 : f32
            cute.memref.store(%rmem, %coord_179, %435) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
            %436 = cute.memref.load(%frg_C, %coord_180) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %437 = arith.subf %436, %356 : f32
            %438 = math.exp2 %437 fastmath<fast> : f32
            %439 = arith.addf %434, %438 : f32
            %440 = arith.mulf %438, %65 : f32
            cute.memref.store(%rmem, %coord_180, %440) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
            %441 = cute.memref.load(%frg_C, %coord_181) : (!memref_rmem_f32, !cute.coord<"16">) -> f32
            %442 = arith.subf %441, %354 : f32
            %443 = math.exp2 %442 fastmath<fast> : f32
            %444 = arith.addf %429, %443 : f32
            %445 = arith.mulf %443, %65 : f32
            cute.memref.store(%rmem, %coord_181, %445) : (!memref_rmem_f32_2, !cute.coord<"16">, f32) -> ()
            %446 = cute.memref.load(%frg_C, %coord_182) : (!memref_rmem_f32, !cute.coord<"17">) -> f32
            %447 = arith.subf %446, %354 : f32
            %448 = math.exp2 %447 fastmath<fast> : f32
            %449 = arith.addf %444, %448 : f32
            %450 = arith.mulf %448, %65 : f32
            cute.memref.store(%rmem, %coord_182, %450) : (!memref_rmem_f32_2, !cute.coord<"17">, f32) -> ()
            %451 = cute.memref.load(%frg_C, %coord_183) : (!memref_rmem_f32, !cute.coord<"18">) -> f32
            %452 = arith.subf %451, %356 : f32
            %453 = math.exp2 %452 fastmath<fast> : f32
            %454 = arith.addf %439, %453 : f32
            %455 = arith.mulf %453, %65 : f32
            cute.memref.store(%rmem, %coord_183, %455) : (!memref_rmem_f32_2, !cute.coord<"18">, f32) -> ()
            %456 = cute.memref.load(%frg_C, %coord_184) : (!memref_rmem_f32, !cute.coord<"19">) -> f32
            %457 = arith.subf %456, %356 : f32
            %458 = math.exp2 %457 fastmath<fast> : f32
            %459 = arith.addf %454, %458 : f32
            %460 = arith.mulf %458, %65 : f32
            cute.memref.store(%rmem, %coord_184, %460) : (!memref_rmem_f32_2, !cute.coord<"19">, f32) -> ()
            %461 = cute.memref.load(%frg_C, %coord_185) : (!memref_rmem_f32, !cute.coord<"20">) -> f32
            %462 = arith.subf %461, %354 : f32
            %463 = math.exp2 %462 fastmath<fast> : f32
            %464 = arith.addf %449, %463 : f32
            %465 = arith.mulf %463, %65 : f32
            cute.memref.store(%rmem, %coord_185, %465) : (!memref_rmem_f32_2, !cute.coord<"20">, f32) -> ()
            %466 = cute.memref.load(%frg_C, %coord_186) : (!memref_rmem_f32, !cute.coord<"21">) -> f32
            %467 = arith.subf %466, %354 : f32
            %468 = math.exp2 %467 fastmath<fast> : f32
            %469 = arith.addf %464, %468 : f32
            %470 = arith.mulf %468, %65 : f32
            cute.memref.store(%rmem, %coord_186, %470) : (!memref_rmem_f32_2, !cute.coord<"21">, f32) -> ()
            %471 = cute.memref.load(%frg_C, %coord_187) : (!memref_rmem_f32, !cute.coord<"22">) -> f32
            %472 = arith.subf %471, %356 : f32
            %473 = math.exp2 %472 fastmath<fast> : f32
            %474 = arith.addf %459, %473 : f32
            %475 = arith.mulf %473, %65 : f32
            cute.memref.store(%rmem, %coord_187, %475) : (!memref_rmem_f32_2, !cute.coord<"22">, f32) -> ()
            %476 = cute.memref.load(%frg_C, %coord_188) : (!memref_rmem_f32, !cute.coord<"23">) -> f32
            %477 = arith.subf %476, %356 : f32
            %478 = math.exp2 %477 fastmath<fast> : f32
            %479 = arith.addf %474, %478 : f32
            %480 = arith.mulf %478, %65 : f32
            cute.memref.store(%rmem, %coord_188, %480) : (!memref_rmem_f32_2, !cute.coord<"23">, f32) -> ()
            %481 = cute.memref.load(%frg_C, %coord_189) : (!memref_rmem_f32, !cute.coord<"24">) -> f32
            %482 = arith.subf %481, %354 : f32
            %483 = math.exp2 %482 fastmath<fast> : f32
            %484 = arith.addf %469, %483 : f32
            %485 = arith.mulf %483, %65 : f32
            cute.memref.store(%rmem, %coord_189, %485) : (!memref_rmem_f32_2, !cute.coord<"24">, f32) -> ()
            %486 = cute.memref.load(%frg_C, %coord_190) : (!memref_rmem_f32, !cute.coord<"25">) -> f32
            %487 = arith.subf %486, %354 : f32
            %488 = math.exp2 %487 fastmath<fast> : f32
            %489 = arith.addf %484, %488 : f32
            %490 = arith.mulf %488, %65 : f32
            cute.memref.store(%rmem, %coord_190, %490) : (!memref_rmem_f32_2, !cute.coord<"25">, f32) -> ()
            %491 = cute.memref.load(%frg_C, %coord_191) : (!memref_rmem_f32, !cute.coord<"26">) -> f32
            %492 = arith.subf %491, %356 : f32
            %493 = math.exp2 %492 fastmath<fast> : f32
            %494 = arith.addf %479, %493 : f32
            %495 = arith.mulf %493, %65 : f32
            cute.memref.store(%rmem, %coord_191, %495) : (!memref_rmem_f32_2, !cute.coord<"26">, f32) -> ()
            %496 = cute.memref.load(%frg_C, %coord_192) : (!memref_rmem_f32, !cute.coord<"27">) -> f32
            %497 = arith.subf %496, %356 : f32
            %498 = math.exp2 %497 fastmath<fast> : f32
            %499 = arith.addf %494, %498 : f32
            %500 = arith.mulf %498, %65 : f32
            cute.memref.store(%rmem, %coord_192, %500) : (!memref_rmem_f32_2, !cute.coord<"27">, f32) -> ()
            %501 = cute.memref.load(%frg_C, %coord_193) : (!memref_rmem_f32, !cute.coord<"28">) -> f32
            %502 = arith.subf %501, %354 : f32
            %503 = math.exp2 %502 fastmath<fast> : f32
            %504 = arith.addf %489, %503 : f32
            %505 = arith.mulf %503, %65 : f32
            cute.memref.store(%rmem, %coord_193, %505) : (!memref_rmem_f32_2, !cute.coord<"28">, f32) -> ()
            %506 = cute.memref.load(%frg_C, %coord_194) : (!memref_rmem_f32, !cute.coord<"29">) -> f32
            %507 = arith.subf %506, %354 : f32
            %508 = math.exp2 %507 fastmath<fast> : f32
            %509 = arith.addf %504, %508 : f32
            %510 = arith.mulf %508, %65 : f32
            cute.memref.store(%rmem, %coord_194, %510) : (!memref_rmem_f32_2, !cute.coord<"29">, f32) -> ()
            %511 = cute.memref.load(%frg_C, %coord_195) : (!memref_rmem_f32, !cute.coord<"30">) -> f32
            %512 = arith.subf %511, %356 : f32
            %513 = math.exp2 %512 fastmath<fast> : f32
            %514 = arith.addf %499, %513 : f32
            %515 = arith.mulf %513, %65 : f32
            cute.memref.store(%rmem, %coord_195, %515) : (!memref_rmem_f32_2, !cute.coord<"30">, f32) -> ()
            %516 = cute.memref.load(%frg_C, %coord_196) : (!memref_rmem_f32, !cute.coord<"31">) -> f32
            %517 = arith.subf %516, %356 : f32
            %518 = math.exp2 %517 fastmath<fast> : f32
            %519 = arith.addf %514, %518 : f32
            %520 = arith.mulf %518, %65 : f32
            cute.memref.store(%rmem, %coord_196, %520) : (!memref_rmem_f32_2, !cute.coord<"31">, f32) -> ()
            %521 = arith.mulf %arg35, %358 : f32
            %522 = arith.addf %521, %509 : f32
            %523 = arith.mulf %arg36, %360 : f32
            %524 = arith.addf %523, %519 : f32
            %525 = cute.memref.load(%frg_C_35, %coord_165) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %526 = arith.mulf %525, %358 : f32
            cute.memref.store(%frg_C_35, %coord_165, %526) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %527 = cute.memref.load(%frg_C_35, %coord_166) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %528 = arith.mulf %527, %358 : f32
            cute.memref.store(%frg_C_35, %coord_166, %528) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %529 = cute.memref.load(%frg_C_35, %coord_167) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %530 = arith.mulf %529, %360 : f32
            cute.memref.store(%frg_C_35, %coord_167, %530) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %531 = cute.memref.load(%frg_C_35, %coord_168) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %532 = arith.mulf %531, %360 : f32
            cute.memref.store(%frg_C_35, %coord_168, %532) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %533 = cute.memref.load(%frg_C_35, %coord_169) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %534 = arith.mulf %533, %358 : f32
            cute.memref.store(%frg_C_35, %coord_169, %534) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %535 = cute.memref.load(%frg_C_35, %coord_170) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %536 = arith.mulf %535, %358 : f32
            cute.memref.store(%frg_C_35, %coord_170, %536) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %537 = cute.memref.load(%frg_C_35, %coord_171) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %538 = arith.mulf %537, %360 : f32
            cute.memref.store(%frg_C_35, %coord_171, %538) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %539 = cute.memref.load(%frg_C_35, %coord_172) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %540 = arith.mulf %539, %360 : f32
            cute.memref.store(%frg_C_35, %coord_172, %540) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %541 = cute.memref.load(%frg_C_35, %coord_173) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %542 = arith.mulf %541, %358 : f32
            cute.memref.store(%frg_C_35, %coord_173, %542) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %543 = cute.memref.load(%frg_C_35, %coord_174) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %544 = arith.mulf %543, %358 : f32
            cute.memref.store(%frg_C_35, %coord_174, %544) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %545 = cute.memref.load(%frg_C_35, %coord_175) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %546 = arith.mulf %545, %360 : f32
            cute.memref.store(%frg_C_35, %coord_175, %546) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %547 = cute.memref.load(%frg_C_35, %coord_176) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %548 = arith.mulf %547, %360 : f32
            cute.memref.store(%frg_C_35, %coord_176, %548) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %549 = cute.memref.load(%frg_C_35, %coord_177) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %550 = arith.mulf %549, %358 : f32
            cute.memref.store(%frg_C_35, %coord_177, %550) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %551 = cute.memref.load(%frg_C_35, %coord_178) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %552 = arith.mulf %551, %358 : f32
            cute.memref.store(%frg_C_35, %coord_178, %552) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %553 = cute.memref.load(%frg_C_35, %coord_179) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %554 = arith.mulf %553, %360 : f32
            cute.memref.store(%frg_C_35, %coord_179, %554) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %555 = cute.memref.load(%frg_C_35, %coord_180) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %556 = arith.mulf %555, %360 : f32
            cute.memref.store(%frg_C_35, %coord_180, %556) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %557 = cute.memref.load(%frg_C_35, %coord_181) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %558 = arith.mulf %557, %358 : f32
            cute.memref.store(%frg_C_35, %coord_181, %558) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %559 = cute.memref.load(%frg_C_35, %coord_182) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %560 = arith.mulf %559, %358 : f32
            cute.memref.store(%frg_C_35, %coord_182, %560) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %561 = cute.memref.load(%frg_C_35, %coord_183) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %562 = arith.mulf %561, %360 : f32
            cute.memref.store(%frg_C_35, %coord_183, %562) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %563 = cute.memref.load(%frg_C_35, %coord_184) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %564 = arith.mulf %563, %360 : f32
            cute.memref.store(%frg_C_35, %coord_184, %564) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %565 = cute.memref.load(%frg_C_35, %coord_185) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %566 = arith.mulf %565, %358 : f32
            cute.memref.store(%frg_C_35, %coord_185, %566) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %567 = cute.memref.load(%frg_C_35, %coord_186) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %568 = arith.mulf %567, %358 : f32
            cute.memref.store(%frg_C_35, %coord_186, %568) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %569 = cute.memref.load(%frg_C_35, %coord_187) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %570 = arith.mulf %569, %360 : f32
            cute.memref.store(%frg_C_35, %coord_187, %570) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %571 = cute.memref.load(%frg_C_35, %coord_188) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %572 = arith.mulf %571, %360 : f32
            cute.memref.store(%frg_C_35, %coord_188, %572) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %573 = cute.memref.load(%frg_C_35, %coord_189) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %574 = arith.mulf %573, %358 : f32
            cute.memref.store(%frg_C_35, %coord_189, %574) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %575 = cute.memref.load(%frg_C_35, %coord_190) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %576 = arith.mulf %575, %358 : f32
            cute.memref.store(%frg_C_35, %coord_190, %576) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %577 = cute.memref.load(%frg_C_35, %coord_191) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %578 = arith.mulf %577, %360 : f32
            cute.memref.store(%frg_C_35, %coord_191, %578) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %579 = cute.memref.load(%frg_C_35, %coord_192) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %580 = arith.mulf %579, %360 : f32
            cute.memref.store(%frg_C_35, %coord_192, %580) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %581 = cute.memref.load(%frg_C_35, %coord_193) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %582 = arith.mulf %581, %358 : f32
            cute.memref.store(%frg_C_35, %coord_193, %582) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %583 = cute.memref.load(%frg_C_35, %coord_194) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %584 = arith.mulf %583, %358 : f32
            cute.memref.store(%frg_C_35, %coord_194, %584) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %585 = cute.memref.load(%frg_C_35, %coord_195) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %586 = arith.mulf %585, %360 : f32
            cute.memref.store(%frg_C_35, %coord_195, %586) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %587 = cute.memref.load(%frg_C_35, %coord_196) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %588 = arith.mulf %587, %360 : f32
            cute.memref.store(%frg_C_35, %coord_196, %588) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_197 = cute.make_coord() : () -> !cute.coord<"32">
            %589 = cute.memref.load(%frg_C_35, %coord_197) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %590 = arith.mulf %589, %358 : f32
            cute.memref.store(%frg_C_35, %coord_197, %590) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_198 = cute.make_coord() : () -> !cute.coord<"33">
            %591 = cute.memref.load(%frg_C_35, %coord_198) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %592 = arith.mulf %591, %358 : f32
            cute.memref.store(%frg_C_35, %coord_198, %592) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_199 = cute.make_coord() : () -> !cute.coord<"34">
            %593 = cute.memref.load(%frg_C_35, %coord_199) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %594 = arith.mulf %593, %360 : f32
            cute.memref.store(%frg_C_35, %coord_199, %594) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_200 = cute.make_coord() : () -> !cute.coord<"35">
            %595 = cute.memref.load(%frg_C_35, %coord_200) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %596 = arith.mulf %595, %360 : f32
            cute.memref.store(%frg_C_35, %coord_200, %596) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_201 = cute.make_coord() : () -> !cute.coord<"36">
            %597 = cute.memref.load(%frg_C_35, %coord_201) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %598 = arith.mulf %597, %358 : f32
            cute.memref.store(%frg_C_35, %coord_201, %598) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_202 = cute.make_coord() : () -> !cute.coord<"37">
            %599 = cute.memref.load(%frg_C_35, %coord_202) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %600 = arith.mulf %599, %358 : f32
            cute.memref.store(%frg_C_35, %coord_202, %600) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_203 = cute.make_coord() : () -> !cute.coord<"38">
            %601 = cute.memref.load(%frg_C_35, %coord_203) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %602 = arith.mulf %601, %360 : f32
            cute.memref.store(%frg_C_35, %coord_203, %602) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_204 = cute.make_coord() : () -> !cute.coord<"39">
            %603 = cute.memref.load(%frg_C_35, %coord_204) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %604 = arith.mulf %603, %360 : f32
            cute.memref.store(%frg_C_35, %coord_204, %604) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_205 = cute.make_coord() : () -> !cute.coord<"40">
            %605 = cute.memref.load(%frg_C_35, %coord_205) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %606 = arith.mulf %605, %358 : f32
            cute.memref.store(%frg_C_35, %coord_205, %606) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_206 = cute.make_coord() : () -> !cute.coord<"41">
            %607 = cute.memref.load(%frg_C_35, %coord_206) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %608 = arith.mulf %607, %358 : f32
            cute.memref.store(%frg_C_35, %coord_206, %608) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_207 = cute.make_coord() : () -> !cute.coord<"42">
            %609 = cute.memref.load(%frg_C_35, %coord_207) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %610 = arith.mulf %609, %360 : f32
            cute.memref.store(%frg_C_35, %coord_207, %610) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_208 = cute.make_coord() : () -> !cute.coord<"43">
            %611 = cute.memref.load(%frg_C_35, %coord_208) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %612 = arith.mulf %611, %360 : f32
            cute.memref.store(%frg_C_35, %coord_208, %612) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_209 = cute.make_coord() : () -> !cute.coord<"44">
            %613 = cute.memref.load(%frg_C_35, %coord_209) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %614 = arith.mulf %613, %358 : f32
            cute.memref.store(%frg_C_35, %coord_209, %614) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_210 = cute.make_coord() : () -> !cute.coord<"45">
            %615 = cute.memref.load(%frg_C_35, %coord_210) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %616 = arith.mulf %615, %358 : f32
            cute.memref.store(%frg_C_35, %coord_210, %616) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_211 = cute.make_coord() : () -> !cute.coord<"46">
            %617 = cute.memref.load(%frg_C_35, %coord_211) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %618 = arith.mulf %617, %360 : f32
            cute.memref.store(%frg_C_35, %coord_211, %618) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_212 = cute.make_coord() : () -> !cute.coord<"47">
            %619 = cute.memref.load(%frg_C_35, %coord_212) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %620 = arith.mulf %619, %360 : f32
            cute.memref.store(%frg_C_35, %coord_212, %620) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_213 = cute.make_coord() : () -> !cute.coord<"48">
            %621 = cute.memref.load(%frg_C_35, %coord_213) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %622 = arith.mulf %621, %358 : f32
            cute.memref.store(%frg_C_35, %coord_213, %622) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_214 = cute.make_coord() : () -> !cute.coord<"49">
            %623 = cute.memref.load(%frg_C_35, %coord_214) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %624 = arith.mulf %623, %358 : f32
            cute.memref.store(%frg_C_35, %coord_214, %624) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_215 = cute.make_coord() : () -> !cute.coord<"50">
            %625 = cute.memref.load(%frg_C_35, %coord_215) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %626 = arith.mulf %625, %360 : f32
            cute.memref.store(%frg_C_35, %coord_215, %626) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_216 = cute.make_coord() : () -> !cute.coord<"51">
            %627 = cute.memref.load(%frg_C_35, %coord_216) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %628 = arith.mulf %627, %360 : f32
            cute.memref.store(%frg_C_35, %coord_216, %628) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_217 = cute.make_coord() : () -> !cute.coord<"52">
            %629 = cute.memref.load(%frg_C_35, %coord_217) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %630 = arith.mulf %629, %358 : f32
            cute.memref.store(%frg_C_35, %coord_217, %630) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_218 = cute.make_coord() : () -> !cute.coord<"53">
            %631 = cute.memref.load(%frg_C_35, %coord_218) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %632 = arith.mulf %631, %358 : f32
            cute.memref.store(%frg_C_35, %coord_218, %632) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_219 = cute.make_coord() : () -> !cute.coord<"54">
            %633 = cute.memref.load(%frg_C_35, %coord_219) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %634 = arith.mulf %633, %360 : f32
            cute.memref.store(%frg_C_35, %coord_219, %634) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_220 = cute.make_coord() : () -> !cute.coord<"55">
            %635 = cute.memref.load(%frg_C_35, %coord_220) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %636 = arith.mulf %635, %360 : f32
            cute.memref.store(%frg_C_35, %coord_220, %636) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_221 = cute.make_coord() : () -> !cute.coord<"56">
            %637 = cute.memref.load(%frg_C_35, %coord_221) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %638 = arith.mulf %637, %358 : f32
            cute.memref.store(%frg_C_35, %coord_221, %638) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_222 = cute.make_coord() : () -> !cute.coord<"57">
            %639 = cute.memref.load(%frg_C_35, %coord_222) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %640 = arith.mulf %639, %358 : f32
            cute.memref.store(%frg_C_35, %coord_222, %640) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_223 = cute.make_coord() : () -> !cute.coord<"58">
            %641 = cute.memref.load(%frg_C_35, %coord_223) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %642 = arith.mulf %641, %360 : f32
            cute.memref.store(%frg_C_35, %coord_223, %642) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_224 = cute.make_coord() : () -> !cute.coord<"59">
            %643 = cute.memref.load(%frg_C_35, %coord_224) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %644 = arith.mulf %643, %360 : f32
            cute.memref.store(%frg_C_35, %coord_224, %644) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_225 = cute.make_coord() : () -> !cute.coord<"60">
            %645 = cute.memref.load(%frg_C_35, %coord_225) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %646 = arith.mulf %645, %358 : f32
            cute.memref.store(%frg_C_35, %coord_225, %646) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_226 = cute.make_coord() : () -> !cute.coord<"61">
            %647 = cute.memref.load(%frg_C_35, %coord_226) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %648 = arith.mulf %647, %358 : f32
            cute.memref.store(%frg_C_35, %coord_226, %648) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_227 = cute.make_coord() : () -> !cute.coord<"62">
            %649 = cute.memref.load(%frg_C_35, %coord_227) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %650 = arith.mulf %649, %360 : f32
            cute.memref.store(%frg_C_35, %coord_227, %650) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_228 = cute.make_coord() : () -> !cute.coord<"63">
            %651 = cute.memref.load(%frg_C_35, %coord_228) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %652 = arith.mulf %651, %360 : f32
            cute.memref.store(%frg_C_35, %coord_228, %652) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_229 = cute.make_coord() : () -> !cute.coord<"64">
            %653 = cute.memref.load(%frg_C_35, %coord_229) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %654 = arith.mulf %653, %358 : f32
            cute.memref.store(%frg_C_35, %coord_229, %654) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_230 = cute.make_coord() : () -> !cute.coord<"65">
            %655 = cute.memref.load(%frg_C_35, %coord_230) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %656 = arith.mulf %655, %358 : f32
            cute.memref.store(%frg_C_35, %coord_230, %656) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_231 = cute.make_coord() : () -> !cute.coord<"66">
            %657 = cute.memref.load(%frg_C_35, %coord_231) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %658 = arith.mulf %657, %360 : f32
            cute.memref.store(%frg_C_35, %coord_231, %658) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_232 = cute.make_coord() : () -> !cute.coord<"67">
            %659 = cute.memref.load(%frg_C_35, %coord_232) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %660 = arith.mulf %659, %360 : f32
            cute.memref.store(%frg_C_35, %coord_232, %660) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_233 = cute.make_coord() : () -> !cute.coord<"68">
            %661 = cute.memref.load(%frg_C_35, %coord_233) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %662 = arith.mulf %661, %358 : f32
            cute.memref.store(%frg_C_35, %coord_233, %662) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_234 = cute.make_coord() : () -> !cute.coord<"69">
            %663 = cute.memref.load(%frg_C_35, %coord_234) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %664 = arith.mulf %663, %358 : f32
            cute.memref.store(%frg_C_35, %coord_234, %664) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_235 = cute.make_coord() : () -> !cute.coord<"70">
            %665 = cute.memref.load(%frg_C_35, %coord_235) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %666 = arith.mulf %665, %360 : f32
            cute.memref.store(%frg_C_35, %coord_235, %666) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_236 = cute.make_coord() : () -> !cute.coord<"71">
            %667 = cute.memref.load(%frg_C_35, %coord_236) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %668 = arith.mulf %667, %360 : f32
            cute.memref.store(%frg_C_35, %coord_236, %668) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_237 = cute.make_coord() : () -> !cute.coord<"72">
            %669 = cute.memref.load(%frg_C_35, %coord_237) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %670 = arith.mulf %669, %358 : f32
            cute.memref.store(%frg_C_35, %coord_237, %670) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_238 = cute.make_coord() : () -> !cute.coord<"73">
            %671 = cute.memref.load(%frg_C_35, %coord_238) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %672 = arith.mulf %671, %358 : f32
            cute.memref.store(%frg_C_35, %coord_238, %672) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_239 = cute.make_coord() : () -> !cute.coord<"74">
            %673 = cute.memref.load(%frg_C_35, %coord_239) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %674 = arith.mulf %673, %360 : f32
            cute.memref.store(%frg_C_35, %coord_239, %674) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_240 = cute.make_coord() : () -> !cute.coord<"75">
            %675 = cute.memref.load(%frg_C_35, %coord_240) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %676 = arith.mulf %675, %360 : f32
            cute.memref.store(%frg_C_35, %coord_240, %676) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_241 = cute.make_coord() : () -> !cute.coord<"76">
            %677 = cute.memref.load(%frg_C_35, %coord_241) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %678 = arith.mulf %677, %358 : f32
            cute.memref.store(%frg_C_35, %coord_241, %678) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_242 = cute.make_coord() : () -> !cute.coord<"77">
            %679 = cute.memref.load(%frg_C_35, %coord_242) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %680 = arith.mulf %679, %358 : f32
            cute.memref.store(%frg_C_35, %coord_242, %680) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_243 = cute.make_coord() : () -> !cute.coord<"78">
            %681 = cute.memref.load(%frg_C_35, %coord_243) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %682 = arith.mulf %681, %360 : f32
            cute.memref.store(%frg_C_35, %coord_243, %682) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_244 = cute.make_coord() : () -> !cute.coord<"79">
            %683 = cute.memref.load(%frg_C_35, %coord_244) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %684 = arith.mulf %683, %360 : f32
            cute.memref.store(%frg_C_35, %coord_244, %684) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_245 = cute.make_coord() : () -> !cute.coord<"80">
            %685 = cute.memref.load(%frg_C_35, %coord_245) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %686 = arith.mulf %685, %358 : f32
            cute.memref.store(%frg_C_35, %coord_245, %686) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_246 = cute.make_coord() : () -> !cute.coord<"81">
            %687 = cute.memref.load(%frg_C_35, %coord_246) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %688 = arith.mulf %687, %358 : f32
            cute.memref.store(%frg_C_35, %coord_246, %688) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_247 = cute.make_coord() : () -> !cute.coord<"82">
            %689 = cute.memref.load(%frg_C_35, %coord_247) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %690 = arith.mulf %689, %360 : f32
            cute.memref.store(%frg_C_35, %coord_247, %690) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_248 = cute.make_coord() : () -> !cute.coord<"83">
            %691 = cute.memref.load(%frg_C_35, %coord_248) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %692 = arith.mulf %691, %360 : f32
            cute.memref.store(%frg_C_35, %coord_248, %692) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_249 = cute.make_coord() : () -> !cute.coord<"84">
            %693 = cute.memref.load(%frg_C_35, %coord_249) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %694 = arith.mulf %693, %358 : f32
            cute.memref.store(%frg_C_35, %coord_249, %694) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_250 = cute.make_coord() : () -> !cute.coord<"85">
            %695 = cute.memref.load(%frg_C_35, %coord_250) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %696 = arith.mulf %695, %358 : f32
            cute.memref.store(%frg_C_35, %coord_250, %696) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_251 = cute.make_coord() : () -> !cute.coord<"86">
            %697 = cute.memref.load(%frg_C_35, %coord_251) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %698 = arith.mulf %697, %360 : f32
            cute.memref.store(%frg_C_35, %coord_251, %698) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_252 = cute.make_coord() : () -> !cute.coord<"87">
            %699 = cute.memref.load(%frg_C_35, %coord_252) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %700 = arith.mulf %699, %360 : f32
            cute.memref.store(%frg_C_35, %coord_252, %700) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_253 = cute.make_coord() : () -> !cute.coord<"88">
            %701 = cute.memref.load(%frg_C_35, %coord_253) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %702 = arith.mulf %701, %358 : f32
            cute.memref.store(%frg_C_35, %coord_253, %702) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_254 = cute.make_coord() : () -> !cute.coord<"89">
            %703 = cute.memref.load(%frg_C_35, %coord_254) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %704 = arith.mulf %703, %358 : f32
            cute.memref.store(%frg_C_35, %coord_254, %704) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_255 = cute.make_coord() : () -> !cute.coord<"90">
            %705 = cute.memref.load(%frg_C_35, %coord_255) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %706 = arith.mulf %705, %360 : f32
            cute.memref.store(%frg_C_35, %coord_255, %706) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_256 = cute.make_coord() : () -> !cute.coord<"91">
            %707 = cute.memref.load(%frg_C_35, %coord_256) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %708 = arith.mulf %707, %360 : f32
            cute.memref.store(%frg_C_35, %coord_256, %708) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_257 = cute.make_coord() : () -> !cute.coord<"92">
            %709 = cute.memref.load(%frg_C_35, %coord_257) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %710 = arith.mulf %709, %358 : f32
            cute.memref.store(%frg_C_35, %coord_257, %710) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_258 = cute.make_coord() : () -> !cute.coord<"93">
            %711 = cute.memref.load(%frg_C_35, %coord_258) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %712 = arith.mulf %711, %358 : f32
            cute.memref.store(%frg_C_35, %coord_258, %712) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_259 = cute.make_coord() : () -> !cute.coord<"94">
            %713 = cute.memref.load(%frg_C_35, %coord_259) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %714 = arith.mulf %713, %360 : f32
            cute.memref.store(%frg_C_35, %coord_259, %714) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_260 = cute.make_coord() : () -> !cute.coord<"95">
            %715 = cute.memref.load(%frg_C_35, %coord_260) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %716 = arith.mulf %715, %360 : f32
            cute.memref.store(%frg_C_35, %coord_260, %716) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_261 = cute.make_coord() : () -> !cute.coord<"96">
            %717 = cute.memref.load(%frg_C_35, %coord_261) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %718 = arith.mulf %717, %358 : f32
            cute.memref.store(%frg_C_35, %coord_261, %718) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_262 = cute.make_coord() : () -> !cute.coord<"97">
            %719 = cute.memref.load(%frg_C_35, %coord_262) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %720 = arith.mulf %719, %358 : f32
            cute.memref.store(%frg_C_35, %coord_262, %720) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_263 = cute.make_coord() : () -> !cute.coord<"98">
            %721 = cute.memref.load(%frg_C_35, %coord_263) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %722 = arith.mulf %721, %360 : f32
            cute.memref.store(%frg_C_35, %coord_263, %722) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_264 = cute.make_coord() : () -> !cute.coord<"99">
            %723 = cute.memref.load(%frg_C_35, %coord_264) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %724 = arith.mulf %723, %360 : f32
            cute.memref.store(%frg_C_35, %coord_264, %724) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_265 = cute.make_coord() : () -> !cute.coord<"100">
            %725 = cute.memref.load(%frg_C_35, %coord_265) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %726 = arith.mulf %725, %358 : f32
            cute.memref.store(%frg_C_35, %coord_265, %726) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_266 = cute.make_coord() : () -> !cute.coord<"101">
            %727 = cute.memref.load(%frg_C_35, %coord_266) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %728 = arith.mulf %727, %358 : f32
            cute.memref.store(%frg_C_35, %coord_266, %728) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_267 = cute.make_coord() : () -> !cute.coord<"102">
            %729 = cute.memref.load(%frg_C_35, %coord_267) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %730 = arith.mulf %729, %360 : f32
            cute.memref.store(%frg_C_35, %coord_267, %730) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_268 = cute.make_coord() : () -> !cute.coord<"103">
            %731 = cute.memref.load(%frg_C_35, %coord_268) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %732 = arith.mulf %731, %360 : f32
            cute.memref.store(%frg_C_35, %coord_268, %732) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_269 = cute.make_coord() : () -> !cute.coord<"104">
            %733 = cute.memref.load(%frg_C_35, %coord_269) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %734 = arith.mulf %733, %358 : f32
            cute.memref.store(%frg_C_35, %coord_269, %734) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_270 = cute.make_coord() : () -> !cute.coord<"105">
            %735 = cute.memref.load(%frg_C_35, %coord_270) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %736 = arith.mulf %735, %358 : f32
            cute.memref.store(%frg_C_35, %coord_270, %736) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_271 = cute.make_coord() : () -> !cute.coord<"106">
            %737 = cute.memref.load(%frg_C_35, %coord_271) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %738 = arith.mulf %737, %360 : f32
            cute.memref.store(%frg_C_35, %coord_271, %738) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_272 = cute.make_coord() : () -> !cute.coord<"107">
            %739 = cute.memref.load(%frg_C_35, %coord_272) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %740 = arith.mulf %739, %360 : f32
            cute.memref.store(%frg_C_35, %coord_272, %740) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_273 = cute.make_coord() : () -> !cute.coord<"108">
            %741 = cute.memref.load(%frg_C_35, %coord_273) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %742 = arith.mulf %741, %358 : f32
            cute.memref.store(%frg_C_35, %coord_273, %742) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_274 = cute.make_coord() : () -> !cute.coord<"109">
            %743 = cute.memref.load(%frg_C_35, %coord_274) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %744 = arith.mulf %743, %358 : f32
            cute.memref.store(%frg_C_35, %coord_274, %744) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_275 = cute.make_coord() : () -> !cute.coord<"110">
            %745 = cute.memref.load(%frg_C_35, %coord_275) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %746 = arith.mulf %745, %360 : f32
            cute.memref.store(%frg_C_35, %coord_275, %746) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_276 = cute.make_coord() : () -> !cute.coord<"111">
            %747 = cute.memref.load(%frg_C_35, %coord_276) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %748 = arith.mulf %747, %360 : f32
            cute.memref.store(%frg_C_35, %coord_276, %748) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_277 = cute.make_coord() : () -> !cute.coord<"112">
            %749 = cute.memref.load(%frg_C_35, %coord_277) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %750 = arith.mulf %749, %358 : f32
            cute.memref.store(%frg_C_35, %coord_277, %750) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_278 = cute.make_coord() : () -> !cute.coord<"113">
            %751 = cute.memref.load(%frg_C_35, %coord_278) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %752 = arith.mulf %751, %358 : f32
            cute.memref.store(%frg_C_35, %coord_278, %752) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_279 = cute.make_coord() : () -> !cute.coord<"114">
            %753 = cute.memref.load(%frg_C_35, %coord_279) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %754 = arith.mulf %753, %360 : f32
            cute.memref.store(%frg_C_35, %coord_279, %754) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_280 = cute.make_coord() : () -> !cute.coord<"115">
            %755 = cute.memref.load(%frg_C_35, %coord_280) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %756 = arith.mulf %755, %360 : f32
            cute.memref.store(%frg_C_35, %coord_280, %756) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_281 = cute.make_coord() : () -> !cute.coord<"116">
            %757 = cute.memref.load(%frg_C_35, %coord_281) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %758 = arith.mulf %757, %358 : f32
            cute.memref.store(%frg_C_35, %coord_281, %758) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_282 = cute.make_coord() : () -> !cute.coord<"117">
            %759 = cute.memref.load(%frg_C_35, %coord_282) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %760 = arith.mulf %759, %358 : f32
            cute.memref.store(%frg_C_35, %coord_282, %760) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_283 = cute.make_coord() : () -> !cute.coord<"118">
            %761 = cute.memref.load(%frg_C_35, %coord_283) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %762 = arith.mulf %761, %360 : f32
            cute.memref.store(%frg_C_35, %coord_283, %762) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_284 = cute.make_coord() : () -> !cute.coord<"119">
            %763 = cute.memref.load(%frg_C_35, %coord_284) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %764 = arith.mulf %763, %360 : f32
            cute.memref.store(%frg_C_35, %coord_284, %764) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_285 = cute.make_coord() : () -> !cute.coord<"120">
            %765 = cute.memref.load(%frg_C_35, %coord_285) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %766 = arith.mulf %765, %358 : f32
            cute.memref.store(%frg_C_35, %coord_285, %766) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_286 = cute.make_coord() : () -> !cute.coord<"121">
            %767 = cute.memref.load(%frg_C_35, %coord_286) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %768 = arith.mulf %767, %358 : f32
            cute.memref.store(%frg_C_35, %coord_286, %768) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_287 = cute.make_coord() : () -> !cute.coord<"122">
            %769 = cute.memref.load(%frg_C_35, %coord_287) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %770 = arith.mulf %769, %360 : f32
            cute.memref.store(%frg_C_35, %coord_287, %770) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_288 = cute.make_coord() : () -> !cute.coord<"123">
            %771 = cute.memref.load(%frg_C_35, %coord_288) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %772 = arith.mulf %771, %360 : f32
            cute.memref.store(%frg_C_35, %coord_288, %772) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_289 = cute.make_coord() : () -> !cute.coord<"124">
            %773 = cute.memref.load(%frg_C_35, %coord_289) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %774 = arith.mulf %773, %358 : f32
            cute.memref.store(%frg_C_35, %coord_289, %774) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_290 = cute.make_coord() : () -> !cute.coord<"125">
            %775 = cute.memref.load(%frg_C_35, %coord_290) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %776 = arith.mulf %775, %358 : f32
            cute.memref.store(%frg_C_35, %coord_290, %776) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_291 = cute.make_coord() : () -> !cute.coord<"126">
            %777 = cute.memref.load(%frg_C_35, %coord_291) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %778 = arith.mulf %777, %360 : f32
            cute.memref.store(%frg_C_35, %coord_291, %778) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_292 = cute.make_coord() : () -> !cute.coord<"127">
            %779 = cute.memref.load(%frg_C_35, %coord_292) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %780 = arith.mulf %779, %360 : f32
            cute.memref.store(%frg_C_35, %coord_292, %780) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            %781 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_2) -> vector<32xf32>
            %782 = arith.truncf %781 : vector<32xf32> to vector<32xbf16>
            cute.memref.store_vec(%782, %rmem_36) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
            %783 = arith.extf %782 : vector<32xbf16> to vector<32xf32>
            %784 = arith.subf %781, %783 : vector<32xf32>
            %785 = arith.truncf %784 : vector<32xf32> to vector<32xbf16>
            cute.memref.store_vec(%785, %rmem_37) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
            nvvm.wgmma.fence.aligned
            %786 = cute_nvgpu.atom.set_value<accum_c>(%arg40, %true) : (!mma_bf16_bf16_f32_64x256x16, i1)
            %slice_293 = cute.slice(%rmem_36, %coord_38) : !memref_rmem_bf16, !cute.coord<"(_,_,0)">
            %slice_294 = cute.slice(%frg_B_32, %coord_39) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%786, %frg_C_35, %slice_293, %slice_294, %frg_C_35) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_295 = cute.slice(%rmem_36, %coord_41) : !memref_rmem_bf16, !cute.coord<"(_,_,1)">
            %slice_296 = cute.slice(%frg_B_32, %coord_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%786, %frg_C_35, %slice_295, %slice_296, %frg_C_35) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_2, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_297 = cute.slice(%rmem_36, %coord_45) : !memref_rmem_bf16, !cute.coord<"(_,_,2)">
            %slice_298 = cute.slice(%frg_B_32, %coord_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%786, %frg_C_35, %slice_297, %slice_298, %frg_C_35) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_299 = cute.slice(%rmem_36, %coord_49) : !memref_rmem_bf16, !cute.coord<"(_,_,3)">
            %slice_300 = cute.slice(%frg_B_32, %coord_51) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%786, %frg_C_35, %slice_299, %slice_300, %frg_C_35) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_2, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_301 = cute.slice(%rmem_37, %coord_38) : !memref_rmem_bf16, !cute.coord<"(_,_,0)">
            cute.gemm(%786, %frg_C_35, %slice_301, %slice_294, %frg_C_35) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_302 = cute.slice(%rmem_37, %coord_41) : !memref_rmem_bf16, !cute.coord<"(_,_,1)">
            cute.gemm(%786, %frg_C_35, %slice_302, %slice_296, %frg_C_35) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_2, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_303 = cute.slice(%rmem_37, %coord_45) : !memref_rmem_bf16, !cute.coord<"(_,_,2)">
            cute.gemm(%786, %frg_C_35, %slice_303, %slice_298, %frg_C_35) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_304 = cute.slice(%rmem_37, %coord_49) : !memref_rmem_bf16, !cute.coord<"(_,_,3)">
            cute.gemm(%786, %frg_C_35, %slice_304, %slice_300, %frg_C_35) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_2, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %787 = arith.addi %63, %c3_i32 : i32
            nvvm.barrier.arrive id = %787 number_of_threads = %c384_i32
            scf.yield %522, %524, %351, %352, %99, %786 : f32, f32, f32, f32, !mma_bf16_bf16_f32_64x64x16, !mma_bf16_bf16_f32_64x256x16
          } {loop_annotation = #loop_annotation}
          %47 = nvvm.shfl.sync bfly %c-1_i32, %46#0, %c1_i32, %c31_i32 : f32 -> f32
          %48 = arith.addf %46#0, %47 : f32
          %49 = nvvm.shfl.sync bfly %c-1_i32, %46#1, %c1_i32, %c31_i32 : f32 -> f32
          %50 = arith.addf %46#1, %49 : f32
          %51 = nvvm.shfl.sync bfly %c-1_i32, %48, %c2_i32, %c31_i32 : f32 -> f32
          %52 = arith.addf %48, %51 : f32
          %53 = nvvm.shfl.sync bfly %c-1_i32, %50, %c2_i32, %c31_i32 : f32 -> f32
          %54 = arith.addf %50, %53 : f32
          %55 = arith.floordivsi %42, %c4_i32 : i32
          %56 = arith.muli %43, %c16_i32 : i32
          %57 = arith.addi %55, %56 : i32
          %58 = arith.addi %57, %c8_i32 : i32
          %59 = arith.remsi %42, %c4_i32 : i32
          %60 = arith.muli %59, %c2_i32 : i32
          %61 = arith.cmpi eq, %arg33, %c1_i32 : i32
          scf.if %61 {
            %62 = arith.cmpf oeq, %46#2, %cst_3 : f32
            %63 = arith.select %62, %cst_4, %46#2 : f32
            %64 = arith.cmpf oeq, %46#3, %cst_3 : f32
            %65 = arith.select %64, %cst_4, %46#3 : f32
            %66 = arith.subi %15, %c1_i32 : i32
            %67 = arith.minsi %57, %66 : i32
            %68 = arith.addi %13, %67 : i32
            %69 = arith.extsi %68 : i32 to i64
            %70 = arith.muli %69, %c4_i64 : i64
            %71 = arith.addi %arg9, %70 : i64
            %72 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%71 : i64) -> f32
            %73 = arith.minsi %58, %66 : i32
            %74 = arith.addi %13, %73 : i32
            %75 = arith.extsi %74 : i32 to i64
            %76 = arith.muli %75, %c4_i64 : i64
            %77 = arith.addi %arg9, %76 : i64
            %78 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%77 : i64) -> f32
            %79 = arith.mulf %72, %cst_2 : f32
            %80 = arith.subf %79, %63 : f32
            %81 = math.exp2 %80 : f32
            %82 = arith.addf %52, %81 : f32
            %83 = arith.mulf %78, %cst_2 : f32
            %84 = arith.subf %83, %65 : f32
            %85 = math.exp2 %84 : f32
            %86 = arith.addf %54, %85 : f32
            %87 = arith.cmpf ogt, %52, %cst_4 : f32
            %88 = arith.divf %cst_1, %82 : f32
            %89 = arith.select %87, %88, %cst_4 : f32
            %90 = arith.cmpf ogt, %54, %cst_4 : f32
            %91 = arith.divf %cst_1, %86 : f32
            %92 = arith.select %90, %91, %cst_4 : f32
            %93 = arith.extsi %arg6 : i32 to i64
            %94 = arith.muli %16, %93 : i64
            %95 = arith.addi %13, %57 : i32
            %96 = arith.extsi %95 : i32 to i64
            %97 = arith.extsi %arg7 : i32 to i64
            %98 = arith.muli %96, %97 : i64
            %99 = arith.addi %94, %98 : i64
            %100 = arith.muli %99, %c2_i64 : i64
            %101 = arith.addi %arg5, %100 : i64
            %102 = arith.addi %13, %58 : i32
            %103 = arith.extsi %102 : i32 to i64
            %104 = arith.muli %103, %97 : i64
            %105 = arith.addi %94, %104 : i64
            %106 = arith.muli %105, %c2_i64 : i64
            %107 = arith.addi %arg5, %106 : i64
            %108 = arith.cmpi slt, %57, %15 : i32
            scf.if %108 {
              %142 = arith.muli %59, %c4_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"0">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"1">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %109 = arith.cmpi slt, %58, %15 : i32
            scf.if %109 {
              %142 = arith.muli %59, %c4_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"2">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"3">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %110 = arith.addi %60, %c8_i32 : i32
            scf.if %108 {
              %142 = arith.muli %110, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"4">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"5">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %110, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"6">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"7">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %111 = arith.addi %60, %c16_i32 : i32
            scf.if %108 {
              %142 = arith.muli %111, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"8">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"9">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %111, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"10">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"11">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %112 = arith.addi %60, %c24_i32 : i32
            scf.if %108 {
              %142 = arith.muli %112, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"12">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"13">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %112, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"14">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"15">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %113 = arith.addi %60, %c32_i32 : i32
            scf.if %108 {
              %142 = arith.muli %113, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"16">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"17">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %113, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"18">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"19">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %114 = arith.addi %60, %c40_i32 : i32
            scf.if %108 {
              %142 = arith.muli %114, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"20">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"21">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %114, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"22">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"23">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %115 = arith.addi %60, %c48_i32 : i32
            scf.if %108 {
              %142 = arith.muli %115, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"24">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"25">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %115, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"26">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"27">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %116 = arith.addi %60, %c56_i32 : i32
            scf.if %108 {
              %142 = arith.muli %116, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"28">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"29">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %116, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"30">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"31">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %117 = arith.addi %60, %c64_i32 : i32
            scf.if %108 {
              %142 = arith.muli %117, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"32">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"33">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %117, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"34">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"35">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %118 = arith.addi %60, %c72_i32 : i32
            scf.if %108 {
              %142 = arith.muli %118, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"36">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"37">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %118, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"38">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"39">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %119 = arith.addi %60, %c80_i32 : i32
            scf.if %108 {
              %142 = arith.muli %119, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"40">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"41">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %119, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"42">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"43">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %120 = arith.addi %60, %c88_i32 : i32
            scf.if %108 {
              %142 = arith.muli %120, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"44">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"45">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %120, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"46">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"47">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %121 = arith.addi %60, %c96_i32 : i32
            scf.if %108 {
              %142 = arith.muli %121, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"48">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"49">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %121, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"50">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"51">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %122 = arith.addi %60, %c104_i32 : i32
            scf.if %108 {
              %142 = arith.muli %122, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"52">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"53">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %122, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"54">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"55">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %123 = arith.addi %60, %c112_i32 : i32
            scf.if %108 {
              %142 = arith.muli %123, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"56">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"57">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %123, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"58">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"59">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %124 = arith.addi %60, %c120_i32 : i32
            scf.if %108 {
              %142 = arith.muli %124, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"60">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"61">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %124, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"62">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"63">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %125 = arith.addi %60, %c128_i32 : i32
            scf.if %108 {
              %142 = arith.muli %125, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"64">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"65">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %125, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"66">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"67">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %126 = arith.addi %60, %c136_i32 : i32
            scf.if %108 {
              %142 = arith.muli %126, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"68">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"69">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %126, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"70">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"71">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %127 = arith.addi %60, %c144_i32 : i32
            scf.if %108 {
              %142 = arith.muli %127, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"72">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"73">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %127, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"74">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"75">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %128 = arith.addi %60, %c152_i32 : i32
            scf.if %108 {
              %142 = arith.muli %128, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"76">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"77">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %128, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"78">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"79">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %129 = arith.addi %60, %c160_i32 : i32
            scf.if %108 {
              %142 = arith.muli %129, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"80">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"81">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %129, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"82">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"83">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %130 = arith.addi %60, %c168_i32 : i32
            scf.if %108 {
              %142 = arith.muli %130, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"84">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"85">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %130, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"86">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"87">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %131 = arith.addi %60, %c176_i32 : i32
            scf.if %108 {
              %142 = arith.muli %131, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"88">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"89">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %131, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"90">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"91">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %132 = arith.addi %60, %c184_i32 : i32
            scf.if %108 {
              %142 = arith.muli %132, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"92">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"93">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %132, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"94">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"95">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %133 = arith.addi %60, %c192_i32 : i32
            scf.if %108 {
              %142 = arith.muli %133, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"96">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"97">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %133, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"98">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"99">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %134 = arith.addi %60, %c200_i32 : i32
            scf.if %108 {
              %142 = arith.muli %134, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"100">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"101">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %134, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"102">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"103">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %135 = arith.addi %60, %c208_i32 : i32
            scf.if %108 {
              %142 = arith.muli %135, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"104">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"105">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %135, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"106">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"107">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %136 = arith.addi %60, %c216_i32 : i32
            scf.if %108 {
              %142 = arith.muli %136, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"108">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"109">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %136, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"110">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"111">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %137 = arith.addi %60, %c224_i32 : i32
            scf.if %108 {
              %142 = arith.muli %137, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"112">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"113">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %137, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"114">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"115">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %138 = arith.addi %60, %c232_i32 : i32
            scf.if %108 {
              %142 = arith.muli %138, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"116">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"117">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %138, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"118">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"119">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %139 = arith.addi %60, %c240_i32 : i32
            scf.if %108 {
              %142 = arith.muli %139, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"120">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"121">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %139, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"122">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"123">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %140 = arith.addi %60, %c248_i32 : i32
            scf.if %108 {
              %142 = arith.muli %140, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %101, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"124">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %146 = arith.mulf %145, %89 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"125">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %148 = arith.mulf %147, %89 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %109 {
              %142 = arith.muli %140, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %107, %143 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"126">
              %145 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %146 = arith.mulf %145, %92 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"127">
              %147 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %148 = arith.mulf %147, %92 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %141 = arith.cmpi eq, %59, %c0_i32 : i32
            scf.if %141 {
              %142 = arith.extsi %arg31 : i32 to i64
              %143 = arith.muli %16, %142 : i64
              %144 = arith.extsi %13 : i32 to i64
              %145 = arith.addi %143, %144 : i64
              %146 = arith.muli %145, %c4_i64 : i64
              %147 = arith.addi %arg8, %146 : i64
              scf.if %108 {
                %148 = arith.muli %57, %c4_i32 : i32
                %149 = arith.extsi %148 : i32 to i64
                %150 = arith.addi %147, %149 : i64
                %151 = math.log2 %52 : f32
                %152 = arith.addf %151, %63 : f32
                %153 = arith.mulf %152, %cst_0 : f32
                %154 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %153 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%150, %154 : i64, f32)
              }
              scf.if %109 {
                %148 = arith.muli %58, %c4_i32 : i32
                %149 = arith.extsi %148 : i32 to i64
                %150 = arith.addi %147, %149 : i64
                %151 = math.log2 %54 : f32
                %152 = arith.addf %151, %65 : f32
                %153 = arith.mulf %152, %cst_0 : f32
                %154 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %153 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%150, %154 : i64, f32)
              }
            }
          } else {
            %62 = arith.extsi %5 : i32 to i64
            %63 = arith.muli %16, %62 : i64
            %64 = arith.extsi %3 : i32 to i64
            %65 = arith.addi %63, %64 : i64
            %66 = arith.extsi %arg33 : i32 to i64
            %67 = arith.muli %65, %66 : i64
            %68 = arith.cmpf ogt, %52, %cst_4 : f32
            %69 = arith.divf %cst_1, %52 : f32
            %70 = arith.select %68, %69, %cst_4 : f32
            %71 = arith.cmpf ogt, %54, %cst_4 : f32
            %72 = arith.divf %cst_1, %54 : f32
            %73 = arith.select %71, %72, %cst_4 : f32
            %74 = arith.extsi %4 : i32 to i64
            %75 = arith.addi %67, %74 : i64
            %76 = arith.extsi %15 : i32 to i64
            %77 = arith.muli %75, %76 : i64
            %78 = arith.extsi %57 : i32 to i64
            %79 = arith.addi %77, %78 : i64
            %80 = arith.muli %79, %c2048_i64 : i64
            %81 = arith.addi %arg29, %80 : i64
            %82 = arith.extsi %58 : i32 to i64
            %83 = arith.addi %77, %82 : i64
            %84 = arith.muli %83, %c2048_i64 : i64
            %85 = arith.addi %arg29, %84 : i64
            %86 = arith.cmpi slt, %57, %15 : i32
            scf.if %86 {
              %126 = arith.muli %59, %c8_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"0">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"1">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %87 = arith.cmpi slt, %58, %15 : i32
            scf.if %87 {
              %126 = arith.muli %59, %c8_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"2">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"3">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %88 = arith.addi %60, %c8_i32 : i32
            scf.if %86 {
              %126 = arith.muli %88, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"4">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"5">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %88, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"6">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"7">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %89 = arith.addi %60, %c16_i32 : i32
            scf.if %86 {
              %126 = arith.muli %89, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"8">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"9">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %89, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"10">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"11">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %90 = arith.addi %60, %c24_i32 : i32
            scf.if %86 {
              %126 = arith.muli %90, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"12">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"13">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %90, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"14">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"15">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %91 = arith.addi %60, %c32_i32 : i32
            scf.if %86 {
              %126 = arith.muli %91, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"16">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"17">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %91, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"18">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"19">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %92 = arith.addi %60, %c40_i32 : i32
            scf.if %86 {
              %126 = arith.muli %92, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"20">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"21">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %92, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"22">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"23">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %93 = arith.addi %60, %c48_i32 : i32
            scf.if %86 {
              %126 = arith.muli %93, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"24">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"25">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %93, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"26">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"27">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %94 = arith.addi %60, %c56_i32 : i32
            scf.if %86 {
              %126 = arith.muli %94, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"28">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"29">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %94, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"30">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"31">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %95 = arith.addi %60, %c64_i32 : i32
            scf.if %86 {
              %126 = arith.muli %95, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"32">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"33">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %95, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"34">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"35">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %96 = arith.addi %60, %c72_i32 : i32
            scf.if %86 {
              %126 = arith.muli %96, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"36">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"37">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %96, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"38">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"39">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %97 = arith.addi %60, %c80_i32 : i32
            scf.if %86 {
              %126 = arith.muli %97, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"40">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"41">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %97, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"42">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"43">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %98 = arith.addi %60, %c88_i32 : i32
            scf.if %86 {
              %126 = arith.muli %98, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"44">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"45">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %98, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"46">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"47">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %99 = arith.addi %60, %c96_i32 : i32
            scf.if %86 {
              %126 = arith.muli %99, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"48">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"49">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %99, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"50">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"51">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %100 = arith.addi %60, %c104_i32 : i32
            scf.if %86 {
              %126 = arith.muli %100, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"52">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"53">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %100, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"54">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"55">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %101 = arith.addi %60, %c112_i32 : i32
            scf.if %86 {
              %126 = arith.muli %101, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"56">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"57">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %101, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"58">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"59">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %102 = arith.addi %60, %c120_i32 : i32
            scf.if %86 {
              %126 = arith.muli %102, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"60">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"61">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %102, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"62">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"63">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %103 = arith.addi %60, %c128_i32 : i32
            scf.if %86 {
              %126 = arith.muli %103, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"64">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"65">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %103, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"66">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"67">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %104 = arith.addi %60, %c136_i32 : i32
            scf.if %86 {
              %126 = arith.muli %104, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"68">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"69">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %104, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"70">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"71">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %105 = arith.addi %60, %c144_i32 : i32
            scf.if %86 {
              %126 = arith.muli %105, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"72">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"73">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %105, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"74">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"75">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %106 = arith.addi %60, %c152_i32 : i32
            scf.if %86 {
              %126 = arith.muli %106, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"76">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"77">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %106, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"78">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"79">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %107 = arith.addi %60, %c160_i32 : i32
            scf.if %86 {
              %126 = arith.muli %107, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"80">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"81">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %107, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"82">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"83">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %108 = arith.addi %60, %c168_i32 : i32
            scf.if %86 {
              %126 = arith.muli %108, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"84">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"85">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %108, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"86">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"87">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %109 = arith.addi %60, %c176_i32 : i32
            scf.if %86 {
              %126 = arith.muli %109, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"88">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"89">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %109, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"90">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"91">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %110 = arith.addi %60, %c184_i32 : i32
            scf.if %86 {
              %126 = arith.muli %110, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"92">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"93">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %110, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"94">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"95">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %111 = arith.addi %60, %c192_i32 : i32
            scf.if %86 {
              %126 = arith.muli %111, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"96">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"97">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %111, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"98">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"99">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %112 = arith.addi %60, %c200_i32 : i32
            scf.if %86 {
              %126 = arith.muli %112, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"100">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"101">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %112, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"102">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"103">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %113 = arith.addi %60, %c208_i32 : i32
            scf.if %86 {
              %126 = arith.muli %113, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"104">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"105">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %113, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"106">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"107">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %114 = arith.addi %60, %c216_i32 : i32
            scf.if %86 {
              %126 = arith.muli %114, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"108">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"109">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %114, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"110">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"111">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %115 = arith.addi %60, %c224_i32 : i32
            scf.if %86 {
              %126 = arith.muli %115, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"112">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"113">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %115, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"114">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"115">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %116 = arith.addi %60, %c232_i32 : i32
            scf.if %86 {
              %126 = arith.muli %116, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"116">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"117">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %116, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"118">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"119">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %117 = arith.addi %60, %c240_i32 : i32
            scf.if %86 {
              %126 = arith.muli %117, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"120">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"121">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %117, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"122">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"123">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %118 = arith.addi %60, %c248_i32 : i32
            scf.if %86 {
              %126 = arith.muli %118, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %81, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"124">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %130 = arith.mulf %129, %70 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"125">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %132 = arith.mulf %131, %70 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %87 {
              %126 = arith.muli %118, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %85, %127 : i64
              %coord_38 = cute.make_coord() : () -> !cute.coord<"126">
              %129 = cute.memref.load(%frg_C_35, %coord_38) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %130 = arith.mulf %129, %73 : f32
              %coord_39 = cute.make_coord() : () -> !cute.coord<"127">
              %131 = cute.memref.load(%frg_C_35, %coord_39) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %132 = arith.mulf %131, %73 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %119 = arith.cmpi eq, %59, %c0_i32 : i32
            scf.if %119 {
              %126 = arith.muli %77, %c4_i64 : i64
              %127 = arith.addi %arg30, %126 : i64
              scf.if %86 {
                %128 = arith.muli %57, %c4_i32 : i32
                %129 = arith.extsi %128 : i32 to i64
                %130 = arith.addi %127, %129 : i64
                %131 = math.log2 %52 : f32
                %132 = arith.addf %46#2, %131 : f32
                %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%130, %133 : i64, f32)
              }
              scf.if %87 {
                %128 = arith.muli %58, %c4_i32 : i32
                %129 = arith.extsi %128 : i32 to i64
                %130 = arith.addi %127, %129 : i64
                %131 = math.log2 %54 : f32
                %132 = arith.addf %46#3, %131 : f32
                %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%130, %133 : i64, f32)
              }
            }
            nvvm.inline_ptx "fence.acq_rel.gpu;"
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %120 = arith.muli %65, %c4_i64 : i64
            %121 = arith.addi %arg28, %120 : i64
            %122 = arith.cmpi eq, %40, %c0_i32 : i32
            scf.if %122 {
              %126 = nvvm.inline_ptx "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};" ro(%121, %c1_i32 : i64, i32) -> i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%12, %126 : i32, i32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %123 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%12 : i32) -> i32
            %124 = arith.subi %arg33, %c1_i32 : i32
            %125 = arith.cmpi eq, %123, %124 : i32
            scf.if %125 {
              nvvm.inline_ptx "fence.acq_rel.gpu;"
              %126 = arith.muli %40, %c2_i32 : i32
              scf.for %arg34 = %c0_i32 to %15 step %c1_i32  : i32 {
                %127 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_3) -> (f32)  : i32 {
                  %156 = arith.extsi %arg35 : i32 to i64
                  %157 = arith.addi %67, %156 : i64
                  %158 = arith.muli %157, %76 : i64
                  %159 = arith.extsi %arg34 : i32 to i64
                  %160 = arith.addi %158, %159 : i64
                  %161 = arith.muli %160, %c4_i64 : i64
                  %162 = arith.addi %arg30, %161 : i64
                  %163 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%162 : i64) -> f32
                  %164 = nvvm.fmax %arg36, %163
                  scf.yield %164 : f32
                } {loop_annotation = #loop_annotation}
                %128 = arith.cmpf oeq, %127, %cst_3 : f32
                %129 = arith.select %128, %cst_4, %127 : f32
                %130:3 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_4, %arg37 = %cst_4, %arg38 = %cst_4) -> (f32, f32, f32)  : i32 {
                  %156 = arith.extsi %arg35 : i32 to i64
                  %157 = arith.addi %67, %156 : i64
                  %158 = arith.muli %157, %76 : i64
                  %159 = arith.extsi %arg34 : i32 to i64
                  %160 = arith.addi %158, %159 : i64
                  %161 = arith.muli %160, %c4_i64 : i64
                  %162 = arith.addi %arg30, %161 : i64
                  %163 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%162 : i64) -> f32
                  %164 = arith.subf %163, %129 : f32
                  %165 = math.exp2 %164 : f32
                  %166 = arith.addf %arg36, %165 : f32
                  %167 = arith.muli %160, %c512_i64 : i64
                  %168 = arith.extsi %126 : i32 to i64
                  %169 = arith.addi %167, %168 : i64
                  %170 = arith.muli %169, %c4_i64 : i64
                  %171 = arith.addi %arg29, %170 : i64
                  %172 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%171 : i64) -> f32
                  %173 = arith.mulf %165, %172 : f32
                  %174 = arith.addf %arg37, %173 : f32
                  %175 = arith.addi %171, %c4_i64 : i64
                  %176 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%175 : i64) -> f32
                  %177 = arith.mulf %165, %176 : f32
                  %178 = arith.addf %arg38, %177 : f32
                  scf.yield %166, %174, %178 : f32, f32, f32
                } {loop_annotation = #loop_annotation}
                %131 = arith.addi %13, %arg34 : i32
                %132 = arith.extsi %131 : i32 to i64
                %133 = arith.muli %132, %c4_i64 : i64
                %134 = arith.addi %arg9, %133 : i64
                %135 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%134 : i64) -> f32
                %136 = arith.mulf %135, %cst_2 : f32
                %137 = arith.subf %136, %129 : f32
                %138 = math.exp2 %137 : f32
                %139 = arith.addf %130#0, %138 : f32
                %140 = arith.cmpf ogt, %130#0, %cst_4 : f32
                %141 = arith.divf %cst_1, %139 : f32
                %142 = arith.select %140, %141, %cst_4 : f32
                %143 = arith.extsi %arg6 : i32 to i64
                %144 = arith.muli %16, %143 : i64
                %145 = arith.extsi %arg7 : i32 to i64
                %146 = arith.muli %132, %145 : i64
                %147 = arith.addi %144, %146 : i64
                %148 = arith.extsi %126 : i32 to i64
                %149 = arith.addi %147, %148 : i64
                %150 = arith.muli %149, %c2_i64 : i64
                %151 = arith.addi %arg5, %150 : i64
                %152 = arith.mulf %130#1, %142 : f32
                %153 = arith.mulf %130#2, %142 : f32
                %154 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %152 : (f32) -> f32
                %155 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %153 : (f32) -> f32
                nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%151, %154, %155 : i64, f32, f32)
                scf.if %122 {
                  %156 = arith.extsi %arg31 : i32 to i64
                  %157 = arith.muli %16, %156 : i64
                  %158 = arith.extsi %13 : i32 to i64
                  %159 = arith.addi %157, %158 : i64
                  %160 = arith.extsi %arg34 : i32 to i64
                  %161 = arith.addi %159, %160 : i64
                  %162 = arith.muli %161, %c4_i64 : i64
                  %163 = arith.addi %arg8, %162 : i64
                  %164 = math.log2 %130#0 : f32
                  %165 = arith.addf %164, %129 : f32
                  %166 = arith.mulf %165, %cst_0 : f32
                  %167 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %166 : (f32) -> f32
                  nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%163, %167 : i64, f32)
                }
              } {loop_annotation = #loop_annotation}
              scf.if %122 {
                nvvm.inline_ptx "st.global.b32 [{$r0}], {$r1};" ro(%121, %c0_i32 : i64, i32)
              }
            }
          }
        } else {
          %40 = arith.subi %1, %c128_i32 : i32
          %41 = arith.remsi %40, %c128_i32 : i32
          %42 = arith.remsi %41, %c32_i32 : i32
          %43 = arith.floordivsi %41, %c32_i32 : i32
          %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
          %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
          %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
          %int_tuple_16 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %lay_17 = cute.make_composed_layout(%0, %int_tuple_16, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
          %shape_18 = cute.make_shape() : () -> !cute.shape<"(64,512)">
          %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
          %tile_to_shape = cute.tile_to_shape(%lay_17, %shape_18, %int_tuple_19) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">
          %shape_20 = cute.make_shape() : () -> !cute.shape<"(64,512,2)">
          %int_tuple_21 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
          %tile_to_shape_22 = cute.tile_to_shape(%lay_17, %shape_20, %int_tuple_21) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512,2)">, !cute.int_tuple<"(0,1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
          %shape_23 = cute.make_shape() : () -> !cute.shape<"((64,4),(8,8),2)">
          %stride_24 = cute.make_stride() : () -> !cute.stride<"((1,4096),(64,512),32768)">
          %lay_25 = cute.make_layout(%shape_23, %stride_24) : !cute.layout<"((64,4),(8,8),2):((1,4096),(64,512),32768)">
          %44 = cute.composed_get_outer(%tile_to_shape) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8)):((64,512),(1,4096))">) -> !cute.layout<"((8,8),(64,8)):((64,512),(1,4096))">
          %iter_26 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view = cute.make_view(%iter_26, %44) : !memref_smem_bf16
          %45 = cute.composed_get_outer(%tile_to_shape_22) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">) -> !cute.layout<"((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
          %iter_27 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_28 = cute.make_view(%iter_27, %45) : !memref_smem_bf16_1
          %int_tuple_29 = cute.make_int_tuple() : () -> !cute.int_tuple<"16384">
          %ptr_30 = cute.add_offset(%iter_12, %int_tuple_29) : (!cute.ptr<bf16, smem, align<1024>>, !cute.int_tuple<"16384">) -> !cute.ptr<bf16, smem, align<1024>>
          %iter_31 = cute.recast_iter(%ptr_30) : !cute.ptr<bf16, smem, align<1024>> to !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
          %view_32 = cute.make_view(%iter_31, %lay_25) : !memref_smem_bf16_2
          %coord = cute.make_coord(%41) : (i32) -> !cute.coord<"?">
          %ptn_A = cute.tiled.mma.partition A (%arg0, %view, %coord) : (!mma_bf16_bf16_f32_64x64x16, !memref_smem_bf16, !cute.coord<"?">) -> !memref_smem_bf16_3
          %frg_A = cute.mma.make_fragment A (%arg0, %ptn_A) : (!mma_bf16_bf16_f32_64x64x16, !memref_smem_bf16_3) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">
          %ptn_B = cute.tiled.mma.partition B (%arg0, %view_28, %coord) : (!mma_bf16_bf16_f32_64x64x16, !memref_smem_bf16_1, !cute.coord<"?">) -> !memref_smem_bf16_4
          %frg_B = cute.mma.make_fragment B (%arg0, %ptn_B) : (!mma_bf16_bf16_f32_64x64x16, !memref_smem_bf16_4) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">
          %ptn_B_33 = cute.tiled.mma.partition B (%arg1, %view_32, %coord) : (!mma_bf16_bf16_f32_64x256x16, !memref_smem_bf16_2, !cute.coord<"?">) -> !memref_smem_bf16_5
          %frg_B_34 = cute.mma.make_fragment B (%arg1, %ptn_B_33) : (!mma_bf16_bf16_f32_64x256x16, !memref_smem_bf16_5) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">
          %shape_35 = cute.make_shape() : () -> !cute.shape<"((2,2,8),1,1)">
          %frg_C = cute.mma.make_fragment C (%arg0, %shape_35) : (!mma_bf16_bf16_f32_64x64x16, !cute.shape<"((2,2,8),1,1)">) -> !memref_rmem_f32
          %shape_36 = cute.make_shape() : () -> !cute.shape<"((2,2,32),1,1)">
          %frg_C_37 = cute.mma.make_fragment C (%arg1, %shape_36) : (!mma_bf16_bf16_f32_64x256x16, !cute.shape<"((2,2,32),1,1)">) -> !memref_rmem_f32_1
          cute.memref.store_vec(%cst, %frg_C_37) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
          %rmem = cute.memref.alloca() : !memref_rmem_f32_2
          %rmem_38 = cute.memref.alloca() : !memref_rmem_bf16
          %rmem_39 = cute.memref.alloca() : !memref_rmem_bf16
          %46:6 = scf.for %arg34 = %35 to %37 step %c1_i32 iter_args(%arg35 = %cst_4, %arg36 = %cst_4, %arg37 = %cst_3, %arg38 = %cst_3, %arg39 = %arg0, %arg40 = %arg1) -> (f32, f32, f32, f32, !mma_bf16_bf16_f32_64x64x16, !mma_bf16_bf16_f32_64x256x16)  : i32 {
            %63 = arith.subi %arg34, %35 : i32
            %64 = arith.remsi %63, %c2_i32 : i32
            %65 = arith.cmpi slt, %arg34, %23 : i32
            %66 = arith.select %65, %arg18, %arg27 : f32
            %67 = arith.mulf %arg32, %66 : f32
            %68 = arith.addi %64, %c1_i32 : i32
            nvvm.barrier id = %68 number_of_threads = %c384_i32
            nvvm.wgmma.fence.aligned
            %69 = cute_nvgpu.atom.set_value<accum_c>(%arg39, %false) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_40 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
            %slice = cute.slice(%frg_A, %coord_40) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,0)">
            %coord_41 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,0,?)">
            %slice_42 = cute.slice(%frg_B, %coord_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%69, %frg_C, %slice, %slice_42, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %70 = cute_nvgpu.atom.set_value<accum_c>(%69, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_43 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
            %slice_44 = cute.slice(%frg_A, %coord_43) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,1)">
            %coord_45 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,1,?)">
            %slice_46 = cute.slice(%frg_B, %coord_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%70, %frg_C, %slice_44, %slice_46, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %71 = cute_nvgpu.atom.set_value<accum_c>(%70, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_47 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
            %slice_48 = cute.slice(%frg_A, %coord_47) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,2)">
            %coord_49 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,2,?)">
            %slice_50 = cute.slice(%frg_B, %coord_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%71, %frg_C, %slice_48, %slice_50, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %72 = cute_nvgpu.atom.set_value<accum_c>(%71, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_51 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
            %slice_52 = cute.slice(%frg_A, %coord_51) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,3)">
            %coord_53 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,3,?)">
            %slice_54 = cute.slice(%frg_B, %coord_53) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%72, %frg_C, %slice_52, %slice_54, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %73 = cute_nvgpu.atom.set_value<accum_c>(%72, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_55 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
            %slice_56 = cute.slice(%frg_A, %coord_55) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,4)">
            %coord_57 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,4,?)">
            %slice_58 = cute.slice(%frg_B, %coord_57) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,4,?)">
            cute.gemm(%73, %frg_C, %slice_56, %slice_58, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %74 = cute_nvgpu.atom.set_value<accum_c>(%73, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_59 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
            %slice_60 = cute.slice(%frg_A, %coord_59) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,5)">
            %coord_61 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,5,?)">
            %slice_62 = cute.slice(%frg_B, %coord_61) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,5,?)">
            cute.gemm(%74, %frg_C, %slice_60, %slice_62, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %75 = cute_nvgpu.atom.set_value<accum_c>(%74, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_63 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
            %slice_64 = cute.slice(%frg_A, %coord_63) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,6)">
            %coord_65 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,6,?)">
            %slice_66 = cute.slice(%frg_B, %coord_65) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,6,?)">
            cute.gemm(%75, %frg_C, %slice_64, %slice_66, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %76 = cute_nvgpu.atom.set_value<accum_c>(%75, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_67 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
            %slice_68 = cute.slice(%frg_A, %coord_67) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,7)">
            %coord_69 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,7,?)">
            %slice_70 = cute.slice(%frg_B, %coord_69) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,7,?)">
            cute.gemm(%76, %frg_C, %slice_68, %slice_70, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %77 = cute_nvgpu.atom.set_value<accum_c>(%76, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_71 = cute.make_coord() : () -> !cute.coord<"(_,_,8)">
            %slice_72 = cute.slice(%frg_A, %coord_71) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,8)">
            %coord_73 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,8,?)">
            %slice_74 = cute.slice(%frg_B, %coord_73) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,8,?)">
            cute.gemm(%77, %frg_C, %slice_72, %slice_74, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %78 = cute_nvgpu.atom.set_value<accum_c>(%77, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_75 = cute.make_coord() : () -> !cute.coord<"(_,_,9)">
            %slice_76 = cute.slice(%frg_A, %coord_75) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,9)">
            %coord_77 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,9,?)">
            %slice_78 = cute.slice(%frg_B, %coord_77) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,9,?)">
            cute.gemm(%78, %frg_C, %slice_76, %slice_78, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %79 = cute_nvgpu.atom.set_value<accum_c>(%78, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_79 = cute.make_coord() : () -> !cute.coord<"(_,_,10)">
            %slice_80 = cute.slice(%frg_A, %coord_79) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,10)">
            %coord_81 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,10,?)">
            %slice_82 = cute.slice(%frg_B, %coord_81) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,10,?)">
            cute.gemm(%79, %frg_C, %slice_80, %slice_82, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %80 = cute_nvgpu.atom.set_value<accum_c>(%79, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_83 = cute.make_coord() : () -> !cute.coord<"(_,_,11)">
            %slice_84 = cute.slice(%frg_A, %coord_83) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,11)">
            %coord_85 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,11,?)">
            %slice_86 = cute.slice(%frg_B, %coord_85) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,11,?)">
            cute.gemm(%80, %frg_C, %slice_84, %slice_86, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %81 = cute_nvgpu.atom.set_value<accum_c>(%80, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_87 = cute.make_coord() : () -> !cute.coord<"(_,_,12)">
            %slice_88 = cute.slice(%frg_A, %coord_87) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,12)">
            %coord_89 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,12,?)">
            %slice_90 = cute.slice(%frg_B, %coord_89) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,12,?)">
            cute.gemm(%81, %frg_C, %slice_88, %slice_90, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %82 = cute_nvgpu.atom.set_value<accum_c>(%81, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_91 = cute.make_coord() : () -> !cute.coord<"(_,_,13)">
            %slice_92 = cute.slice(%frg_A, %coord_91) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,13)">
            %coord_93 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,13,?)">
            %slice_94 = cute.slice(%frg_B, %coord_93) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,13,?)">
            cute.gemm(%82, %frg_C, %slice_92, %slice_94, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %83 = cute_nvgpu.atom.set_value<accum_c>(%82, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_95 = cute.make_coord() : () -> !cute.coord<"(_,_,14)">
            %slice_96 = cute.slice(%frg_A, %coord_95) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,14)">
            %coord_97 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,14,?)">
            %slice_98 = cute.slice(%frg_B, %coord_97) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,14,?)">
            cute.gemm(%83, %frg_C, %slice_96, %slice_98, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %84 = cute_nvgpu.atom.set_value<accum_c>(%83, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_99 = cute.make_coord() : () -> !cute.coord<"(_,_,15)">
            %slice_100 = cute.slice(%frg_A, %coord_99) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,15)">
            %coord_101 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,15,?)">
            %slice_102 = cute.slice(%frg_B, %coord_101) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,15,?)">
            cute.gemm(%84, %frg_C, %slice_100, %slice_102, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %85 = cute_nvgpu.atom.set_value<accum_c>(%84, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_103 = cute.make_coord() : () -> !cute.coord<"(_,_,16)">
            %slice_104 = cute.slice(%frg_A, %coord_103) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,16)">
            %coord_105 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,16,?)">
            %slice_106 = cute.slice(%frg_B, %coord_105) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,16,?)">
            cute.gemm(%85, %frg_C, %slice_104, %slice_106, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %86 = cute_nvgpu.atom.set_value<accum_c>(%85, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_107 = cute.make_coord() : () -> !cute.coord<"(_,_,17)">
            %slice_108 = cute.slice(%frg_A, %coord_107) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,17)">
            %coord_109 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,17,?)">
            %slice_110 = cute.slice(%frg_B, %coord_109) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,17,?)">
            cute.gemm(%86, %frg_C, %slice_108, %slice_110, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %87 = cute_nvgpu.atom.set_value<accum_c>(%86, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_111 = cute.make_coord() : () -> !cute.coord<"(_,_,18)">
            %slice_112 = cute.slice(%frg_A, %coord_111) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,18)">
            %coord_113 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,18,?)">
            %slice_114 = cute.slice(%frg_B, %coord_113) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,18,?)">
            cute.gemm(%87, %frg_C, %slice_112, %slice_114, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %88 = cute_nvgpu.atom.set_value<accum_c>(%87, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_115 = cute.make_coord() : () -> !cute.coord<"(_,_,19)">
            %slice_116 = cute.slice(%frg_A, %coord_115) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,19)">
            %coord_117 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,19,?)">
            %slice_118 = cute.slice(%frg_B, %coord_117) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,19,?)">
            cute.gemm(%88, %frg_C, %slice_116, %slice_118, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %89 = cute_nvgpu.atom.set_value<accum_c>(%88, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_119 = cute.make_coord() : () -> !cute.coord<"(_,_,20)">
            %slice_120 = cute.slice(%frg_A, %coord_119) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,20)">
            %coord_121 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,20,?)">
            %slice_122 = cute.slice(%frg_B, %coord_121) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,20,?)">
            cute.gemm(%89, %frg_C, %slice_120, %slice_122, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %90 = cute_nvgpu.atom.set_value<accum_c>(%89, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_123 = cute.make_coord() : () -> !cute.coord<"(_,_,21)">
            %slice_124 = cute.slice(%frg_A, %coord_123) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,21)">
            %coord_125 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,21,?)">
            %slice_126 = cute.slice(%frg_B, %coord_125) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,21,?)">
            cute.gemm(%90, %frg_C, %slice_124, %slice_126, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %91 = cute_nvgpu.atom.set_value<accum_c>(%90, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_127 = cute.make_coord() : () -> !cute.coord<"(_,_,22)">
            %slice_128 = cute.slice(%frg_A, %coord_127) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,22)">
            %coord_129 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,22,?)">
            %slice_130 = cute.slice(%frg_B, %coord_129) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,22,?)">
            cute.gemm(%91, %frg_C, %slice_128, %slice_130, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %92 = cute_nvgpu.atom.set_value<accum_c>(%91, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_131 = cute.make_coord() : () -> !cute.coord<"(_,_,23)">
            %slice_132 = cute.slice(%frg_A, %coord_131) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,23)">
            %coord_133 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,23,?)">
            %slice_134 = cute.slice(%frg_B, %coord_133) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,23,?)">
            cute.gemm(%92, %frg_C, %slice_132, %slice_134, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %93 = cute_nvgpu.atom.set_value<accum_c>(%92, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_135 = cute.make_coord() : () -> !cute.coord<"(_,_,24)">
            %slice_136 = cute.slice(%frg_A, %coord_135) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,24)">
            %coord_137 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,24,?)">
            %slice_138 = cute.slice(%frg_B, %coord_137) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,24,?)">
            cute.gemm(%93, %frg_C, %slice_136, %slice_138, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %94 = cute_nvgpu.atom.set_value<accum_c>(%93, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_139 = cute.make_coord() : () -> !cute.coord<"(_,_,25)">
            %slice_140 = cute.slice(%frg_A, %coord_139) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,25)">
            %coord_141 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,25,?)">
            %slice_142 = cute.slice(%frg_B, %coord_141) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,25,?)">
            cute.gemm(%94, %frg_C, %slice_140, %slice_142, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %95 = cute_nvgpu.atom.set_value<accum_c>(%94, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_143 = cute.make_coord() : () -> !cute.coord<"(_,_,26)">
            %slice_144 = cute.slice(%frg_A, %coord_143) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,26)">
            %coord_145 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,26,?)">
            %slice_146 = cute.slice(%frg_B, %coord_145) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,26,?)">
            cute.gemm(%95, %frg_C, %slice_144, %slice_146, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %96 = cute_nvgpu.atom.set_value<accum_c>(%95, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_147 = cute.make_coord() : () -> !cute.coord<"(_,_,27)">
            %slice_148 = cute.slice(%frg_A, %coord_147) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,27)">
            %coord_149 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,27,?)">
            %slice_150 = cute.slice(%frg_B, %coord_149) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,27,?)">
            cute.gemm(%96, %frg_C, %slice_148, %slice_150, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %97 = cute_nvgpu.atom.set_value<accum_c>(%96, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_151 = cute.make_coord() : () -> !cute.coord<"(_,_,28)">
            %slice_152 = cute.slice(%frg_A, %coord_151) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,28)">
            %coord_153 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,28,?)">
            %slice_154 = cute.slice(%frg_B, %coord_153) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,28,?)">
            cute.gemm(%97, %frg_C, %slice_152, %slice_154, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %98 = cute_nvgpu.atom.set_value<accum_c>(%97, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_155 = cute.make_coord() : () -> !cute.coord<"(_,_,29)">
            %slice_156 = cute.slice(%frg_A, %coord_155) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,29)">
            %coord_157 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,29,?)">
            %slice_158 = cute.slice(%frg_B, %coord_157) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,29,?)">
            cute.gemm(%98, %frg_C, %slice_156, %slice_158, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %99 = cute_nvgpu.atom.set_value<accum_c>(%98, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_159 = cute.make_coord() : () -> !cute.coord<"(_,_,30)">
            %slice_160 = cute.slice(%frg_A, %coord_159) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,30)">
            %coord_161 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,30,?)">
            %slice_162 = cute.slice(%frg_B, %coord_161) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,30,?)">
            cute.gemm(%99, %frg_C, %slice_160, %slice_162, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %100 = cute_nvgpu.atom.set_value<accum_c>(%99, %true) : (!mma_bf16_bf16_f32_64x64x16, i1)
            %coord_163 = cute.make_coord() : () -> !cute.coord<"(_,_,31)">
            %slice_164 = cute.slice(%frg_A, %coord_163) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,512))">, !cute.coord<"(_,_,31)">
            %coord_165 = cute.make_coord(%64) : (i32) -> !cute.coord<"(_,_,31,?)">
            %slice_166 = cute.slice(%frg_B, %coord_165) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,31,?)">
            cute.gemm(%100, %frg_C, %slice_164, %slice_166, %frg_C) : (!mma_bf16_bf16_f32_64x64x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %101 = arith.muli %64, %c256_i32 : i32
            %102 = arith.addi %11, %101 : i32
            %103 = arith.remsi %42, %c4_i32 : i32
            %104 = arith.muli %103, %c8_i32 : i32
            %105 = arith.addi %102, %104 : i32
            %106 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%105 : i32) -> i32
            %107 = arith.cmpi ne, %106, %c0_i32 : i32
            %coord_167 = cute.make_coord() : () -> !cute.coord<"0">
            %108 = cute.memref.load(%frg_C, %coord_167) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %109 = arith.mulf %108, %67 : f32
            %110 = arith.select %107, %109, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_167, %110) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
            %111 = nvvm.fmax %cst_3, %110
            %112 = arith.muli %103, %c2_i32 : i32
            %113 = arith.addi %112, %c1_i32 : i32
            %114 = arith.muli %113, %c4_i32 : i32
            %115 = arith.addi %102, %114 : i32
            %116 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%115 : i32) -> i32
            %117 = arith.cmpi ne, %116, %c0_i32 : i32
            %coord_168 = cute.make_coord() : () -> !cute.coord<"1">
            %118 = cute.memref.load(%frg_C, %coord_168) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %119 = arith.mulf %118, %67 : f32
            %120 = arith.select %117, %119, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_168, %120) : (!memref_rmem_f32, !cute.coord<"1">, f32) -> ()
            %121 = nvvm.fmax %111, %120
            %122 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%105 : i32) -> i32
            %123 = arith.cmpi ne, %122, %c0_i32 : i32
            %coord_169 = cute.make_coord() : () -> !cute.coord<"2">
            %124 = cute.memref.load(%frg_C, %coord_169) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %125 = arith.mulf %124, %67 : f32
            %126 = arith.select %123, %125, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_169, %126) : (!memref_rmem_f32, !cute.coord<"2">, f32) -> ()
            %127 = nvvm.fmax %cst_3, %126
            %128 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%115 : i32) -> i32
            %129 = arith.cmpi ne, %128, %c0_i32 : i32
            %coord_170 = cute.make_coord() : () -> !cute.coord<"3">
            %130 = cute.memref.load(%frg_C, %coord_170) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %131 = arith.mulf %130, %67 : f32
            %132 = arith.select %129, %131, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_170, %132) : (!memref_rmem_f32, !cute.coord<"3">, f32) -> ()
            %133 = nvvm.fmax %127, %132
            %134 = arith.addi %112, %c8_i32 : i32
            %135 = arith.muli %134, %c4_i32 : i32
            %136 = arith.addi %102, %135 : i32
            %137 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%136 : i32) -> i32
            %138 = arith.cmpi ne, %137, %c0_i32 : i32
            %coord_171 = cute.make_coord() : () -> !cute.coord<"4">
            %139 = cute.memref.load(%frg_C, %coord_171) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %140 = arith.mulf %139, %67 : f32
            %141 = arith.select %138, %140, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_171, %141) : (!memref_rmem_f32, !cute.coord<"4">, f32) -> ()
            %142 = nvvm.fmax %121, %141
            %143 = arith.addi %112, %c9_i32 : i32
            %144 = arith.muli %143, %c4_i32 : i32
            %145 = arith.addi %102, %144 : i32
            %146 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%145 : i32) -> i32
            %147 = arith.cmpi ne, %146, %c0_i32 : i32
            %coord_172 = cute.make_coord() : () -> !cute.coord<"5">
            %148 = cute.memref.load(%frg_C, %coord_172) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %149 = arith.mulf %148, %67 : f32
            %150 = arith.select %147, %149, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_172, %150) : (!memref_rmem_f32, !cute.coord<"5">, f32) -> ()
            %151 = nvvm.fmax %142, %150
            %152 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%136 : i32) -> i32
            %153 = arith.cmpi ne, %152, %c0_i32 : i32
            %coord_173 = cute.make_coord() : () -> !cute.coord<"6">
            %154 = cute.memref.load(%frg_C, %coord_173) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %155 = arith.mulf %154, %67 : f32
            %156 = arith.select %153, %155, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_173, %156) : (!memref_rmem_f32, !cute.coord<"6">, f32) -> ()
            %157 = nvvm.fmax %133, %156
            %158 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%145 : i32) -> i32
            %159 = arith.cmpi ne, %158, %c0_i32 : i32
            %coord_174 = cute.make_coord() : () -> !cute.coord<"7">
            %160 = cute.memref.load(%frg_C, %coord_174) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %161 = arith.mulf %160, %67 : f32
            %162 = arith.select %159, %161, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_174, %162) : (!memref_rmem_f32, !cute.coord<"7">, f32) -> ()
            %163 = nvvm.fmax %157, %162
            %164 = arith.addi %112, %c16_i32 : i32
            %165 = arith.muli %164, %c4_i32 : i32
            %166 = arith.addi %102, %165 : i32
            %167 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%166 : i32) -> i32
            %168 = arith.cmpi ne, %167, %c0_i32 : i32
            %coord_175 = cute.make_coord() : () -> !cute.coord<"8">
            %169 = cute.memref.load(%frg_C, %coord_175) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %170 = arith.mulf %169, %67 : f32
            %171 = arith.select %168, %170, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_175, %171) : (!memref_rmem_f32, !cute.coord<"8">, f32) -> ()
            %172 = nvvm.fmax %151, %171
            %173 = arith.addi %112, %c17_i32 : i32
            %174 = arith.muli %173, %c4_i32 : i32
            %175 = arith.addi %102, %174 : i32
            %176 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%175 : i32) -> i32
            %177 = arith.cmpi ne, %176, %c0_i32 : i32
            %coord_176 = cute.make_coord() : () -> !cute.coord<"9">
            %178 = cute.memref.load(%frg_C, %coord_176) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %179 = arith.mulf %178, %67 : f32
            %180 = arith.select %177, %179, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_176, %180) : (!memref_rmem_f32, !cute.coord<"9">, f32) -> ()
            %181 = nvvm.fmax %172, %180
            %182 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%166 : i32) -> i32
            %183 = arith.cmpi ne, %182, %c0_i32 : i32
            %coord_177 = cute.make_coord() : () -> !cute.coord<"10">
            %184 = cute.memref.load(%frg_C, %coord_177) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %185 = arith.mulf %184, %67 : f32
            %186 = arith.select %183, %185, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_177, %186) : (!memref_rmem_f32, !cute.coord<"10">, f32) -> ()
            %187 = nvvm.fmax %163, %186
            %188 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%175 : i32) -> i32
            %189 = arith.cmpi ne, %188, %c0_i32 : i32
            %coord_178 = cute.make_coord() : () -> !cute.coord<"11">
            %190 = cute.memref.load(%frg_C, %coord_178) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %191 = arith.mulf %190, %67 : f32
            %192 = arith.select %189, %191, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_178, %192) : (!memref_rmem_f32, !cute.coord<"11">, f32) -> ()
            %193 = nvvm.fmax %187, %192
            %194 = arith.addi %112, %c24_i32 : i32
            %195 = arith.muli %194, %c4_i32 : i32
            %196 = arith.addi %102, %195 : i32
            %197 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%196 : i32) -> i32
            %198 = arith.cmpi ne, %197, %c0_i32 : i32
            %coord_179 = cute.make_coord() : () -> !cute.coord<"12">
            %199 = cute.memref.load(%frg_C, %coord_179) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %200 = arith.mulf %199, %67 : f32
            %201 = arith.select %198, %200, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_179, %201) : (!memref_rmem_f32, !cute.coord<"12">, f32) -> ()
            %202 = nvvm.fmax %181, %201
            %203 = arith.addi %112, %c25_i32 : i32
            %204 = arith.muli %203, %c4_i32 : i32
            %205 = arith.addi %102, %204 : i32
            %206 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%205 : i32) -> i32
            %207 = arith.cmpi ne, %206, %c0_i32 : i32
            %coord_180 = cute.make_coord() : () -> !cute.coord<"13">
            %208 = cute.memref.load(%frg_C, %coord_180) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %209 = arith.mulf %208, %67 : f32
            %210 = arith.select %207, %209, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_180, %210) : (!memref_rmem_f32, !cute.coord<"13">, f32) -> ()
            %211 = nvvm.fmax %202, %210
            %212 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%196 : i32) -> i32
            %213 = arith.cmpi ne, %212, %c0_i32 : i32
            %coord_181 = cute.make_coord() : () -> !cute.coord<"14">
            %214 = cute.memref.load(%frg_C, %coord_181) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %215 = arith.mulf %214, %67 : f32
            %216 = arith.select %213, %215, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_181, %216) : (!memref_rmem_f32, !cute.coord<"14">, f32) -> ()
            %217 = nvvm.fmax %193, %216
            %218 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%205 : i32) -> i32
            %219 = arith.cmpi ne, %218, %c0_i32 : i32
            %coord_182 = cute.make_coord() : () -> !cute.coord<"15">
            %220 = cute.memref.load(%frg_C, %coord_182) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %221 = arith.mulf %220, %67 : f32
            %222 = arith.select %219, %221, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_182, %222) : (!memref_rmem_f32, !cute.coord<"15">, f32) -> ()
            %223 = nvvm.fmax %217, %222
            %224 = arith.addi %112, %c32_i32 : i32
            %225 = arith.muli %224, %c4_i32 : i32
            %226 = arith.addi %102, %225 : i32
            %227 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%226 : i32) -> i32
            %228 = arith.cmpi ne, %227, %c0_i32 : i32
            %coord_183 = cute.make_coord() : () -> !cute.coord<"16">
            %229 = cute.memref.load(%frg_C, %coord_183) : (!memref_rmem_f32, !cute.coord<"16">) -> f32
            %230 = arith.mulf %229, %67 : f32
            %231 = arith.select %228, %230, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_183, %231) : (!memref_rmem_f32, !cute.coord<"16">, f32) -> ()
            %232 = nvvm.fmax %211, %231
            %233 = arith.addi %112, %c33_i32 : i32
            %234 = arith.muli %233, %c4_i32 : i32
            %235 = arith.addi %102, %234 : i32
            %236 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%235 : i32) -> i32
            %237 = arith.cmpi ne, %236, %c0_i32 : i32
            %coord_184 = cute.make_coord() : () -> !cute.coord<"17">
            %238 = cute.memref.load(%frg_C, %coord_184) : (!memref_rmem_f32, !cute.coord<"17">) -> f32
            %239 = arith.mulf %238, %67 : f32
            %240 = arith.select %237, %239, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_184, %240) : (!memref_rmem_f32, !cute.coord<"17">, f32) -> ()
            %241 = nvvm.fmax %232, %240
            %242 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%226 : i32) -> i32
            %243 = arith.cmpi ne, %242, %c0_i32 : i32
            %coord_185 = cute.make_coord() : () -> !cute.coord<"18">
            %244 = cute.memref.load(%frg_C, %coord_185) : (!memref_rmem_f32, !cute.coord<"18">) -> f32
            %245 = arith.mulf %244, %67 : f32
            %246 = arith.select %243, %245, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_185, %246) : (!memref_rmem_f32, !cute.coord<"18">, f32) -> ()
            %247 = nvvm.fmax %223, %246
            %248 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%235 : i32) -> i32
            %249 = arith.cmpi ne, %248, %c0_i32 : i32
            %coord_186 = cute.make_coord() : () -> !cute.coord<"19">
            %250 = cute.memref.load(%frg_C, %coord_186) : (!memref_rmem_f32, !cute.coord<"19">) -> f32
            %251 = arith.mulf %250, %67 : f32
            %252 = arith.select %249, %251, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_186, %252) : (!memref_rmem_f32, !cute.coord<"19">, f32) -> ()
            %253 = nvvm.fmax %247, %252
            %254 = arith.addi %112, %c40_i32 : i32
            %255 = arith.muli %254, %c4_i32 : i32
            %256 = arith.addi %102, %255 : i32
            %257 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%256 : i32) -> i32
            %258 = arith.cmpi ne, %257, %c0_i32 : i32
            %coord_187 = cute.make_coord() : () -> !cute.coord<"20">
            %259 = cute.memref.load(%frg_C, %coord_187) : (!memref_rmem_f32, !cute.coord<"20">) -> f32
            %260 = arith.mulf %259, %67 : f32
            %261 = arith.select %258, %260, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_187, %261) : (!memref_rmem_f32, !cute.coord<"20">, f32) -> ()
            %262 = nvvm.fmax %241, %261
            %263 = arith.addi %112, %c41_i32 : i32
            %264 = arith.muli %263, %c4_i32 : i32
            %265 = arith.addi %102, %264 : i32
            %266 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%265 : i32) -> i32
            %267 = arith.cmpi ne, %266, %c0_i32 : i32
            %coord_188 = cute.make_coord() : () -> !cute.coord<"21">
            %268 = cute.memref.load(%frg_C, %coord_188) : (!memref_rmem_f32, !cute.coord<"21">) -> f32
            %269 = arith.mulf %268, %67 : f32
            %270 = arith.select %267, %269, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_188, %270) : (!memref_rmem_f32, !cute.coord<"21">, f32) -> ()
            %271 = nvvm.fmax %262, %270
            %272 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%256 : i32) -> i32
            %273 = arith.cmpi ne, %272, %c0_i32 : i32
            %coord_189 = cute.make_coord() : () -> !cute.coord<"22">
            %274 = cute.memref.load(%frg_C, %coord_189) : (!memref_rmem_f32, !cute.coord<"22">) -> f32
            %275 = arith.mulf %274, %67 : f32
            %276 = arith.select %273, %275, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_189, %276) : (!memref_rmem_f32, !cute.coord<"22">, f32) -> ()
            %277 = nvvm.fmax %253, %276
            %278 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%265 : i32) -> i32
            %279 = arith.cmpi ne, %278, %c0_i32 : i32
            %coord_190 = cute.make_coord() : () -> !cute.coord<"23">
            %280 = cute.memref.load(%frg_C, %coord_190) : (!memref_rmem_f32, !cute.coord<"23">) -> f32
            %281 = arith.mulf %280, %67 : f32
            %282 = arith.select %279, %281, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_190, %282) : (!memref_rmem_f32, !cute.coord<"23">, f32) -> ()
            %283 = nvvm.fmax %277, %282
            %284 = arith.addi %112, %c48_i32 : i32
            %285 = arith.muli %284, %c4_i32 : i32
            %286 = arith.addi %102, %285 : i32
            %287 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%286 : i32) -> i32
            %288 = arith.cmpi ne, %287, %c0_i32 : i32
            %coord_191 = cute.make_coord() : () -> !cute.coord<"24">
            %289 = cute.memref.load(%frg_C, %coord_191) : (!memref_rmem_f32, !cute.coord<"24">) -> f32
            %290 = arith.mulf %289, %67 : f32
            %291 = arith.select %288, %290, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_191, %291) : (!memref_rmem_f32, !cute.coord<"24">, f32) -> ()
            %292 = nvvm.fmax %271, %291
            %293 = arith.addi %112, %c49_i32 : i32
            %294 = arith.muli %293, %c4_i32 : i32
            %295 = arith.addi %102, %294 : i32
            %296 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%295 : i32) -> i32
            %297 = arith.cmpi ne, %296, %c0_i32 : i32
            %coord_192 = cute.make_coord() : () -> !cute.coord<"25">
            %298 = cute.memref.load(%frg_C, %coord_192) : (!memref_rmem_f32, !cute.coord<"25">) -> f32
            %299 = arith.mulf %298, %67 : f32
            %300 = arith.select %297, %299, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_192, %300) : (!memref_rmem_f32, !cute.coord<"25">, f32) -> ()
            %301 = nvvm.fmax %292, %300
            %302 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%286 : i32) -> i32
            %303 = arith.cmpi ne, %302, %c0_i32 : i32
            %coord_193 = cute.make_coord() : () -> !cute.coord<"26">
            %304 = cute.memref.load(%frg_C, %coord_193) : (!memref_rmem_f32, !cute.coord<"26">) -> f32
            %305 = arith.mulf %304, %67 : f32
            %306 = arith.select %303, %305, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_193, %306) : (!memref_rmem_f32, !cute.coord<"26">, f32) -> ()
            %307 = nvvm.fmax %283, %306
            %308 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%295 : i32) -> i32
            %309 = arith.cmpi ne, %308, %c0_i32 : i32
            %coord_194 = cute.make_coord() : () -> !cute.coord<"27">
            %310 = cute.memref.load(%frg_C, %coord_194) : (!memref_rmem_f32, !cute.coord<"27">) -> f32
            %311 = arith.mulf %310, %67 : f32
            %312 = arith.select %309, %311, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_194, %312) : (!memref_rmem_f32, !cute.coord<"27">, f32) -> ()
            %313 = nvvm.fmax %307, %312
            %314 = arith.addi %112, %c56_i32 : i32
            %315 = arith.muli %314, %c4_i32 : i32
            %316 = arith.addi %102, %315 : i32
            %317 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%316 : i32) -> i32
            %318 = arith.cmpi ne, %317, %c0_i32 : i32
            %coord_195 = cute.make_coord() : () -> !cute.coord<"28">
            %319 = cute.memref.load(%frg_C, %coord_195) : (!memref_rmem_f32, !cute.coord<"28">) -> f32
            %320 = arith.mulf %319, %67 : f32
            %321 = arith.select %318, %320, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_195, %321) : (!memref_rmem_f32, !cute.coord<"28">, f32) -> ()
            %322 = nvvm.fmax %301, %321
            %323 = arith.addi %112, %c57_i32 : i32
            %324 = arith.muli %323, %c4_i32 : i32
            %325 = arith.addi %102, %324 : i32
            %326 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%325 : i32) -> i32
            %327 = arith.cmpi ne, %326, %c0_i32 : i32
            %coord_196 = cute.make_coord() : () -> !cute.coord<"29">
            %328 = cute.memref.load(%frg_C, %coord_196) : (!memref_rmem_f32, !cute.coord<"29">) -> f32
            %329 = arith.mulf %328, %67 : f32
            %330 = arith.select %327, %329, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_196, %330) : (!memref_rmem_f32, !cute.coord<"29">, f32) -> ()
            %331 = nvvm.fmax %322, %330
            %332 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%316 : i32) -> i32
            %333 = arith.cmpi ne, %332, %c0_i32 : i32
            %coord_197 = cute.make_coord() : () -> !cute.coord<"30">
            %334 = cute.memref.load(%frg_C, %coord_197) : (!memref_rmem_f32, !cute.coord<"30">) -> f32
            %335 = arith.mulf %334, %67 : f32
            %336 = arith.select %333, %335, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_197, %336) : (!memref_rmem_f32, !cute.coord<"30">, f32) -> ()
            %337 = nvvm.fmax %313, %336
            %338 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%325 : i32) -> i32
            %339 = arith.cmpi ne, %338, %c0_i32 : i32
            %coord_198 = cute.make_coord() : () -> !cute.coord<"31">
            %340 = cute.memref.load(%frg_C, %coord_198) : (!memref_rmem_f32, !cute.coord<"31">) -> f32
            %341 = arith.mulf %340, %67 : f32
            %342 = arith.select %339, %341, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_198, %342) : (!memref_rmem_f32, !cute.coord<"31">, f32) -> ()
            %343 = nvvm.fmax %337, %342
            %344 = nvvm.shfl.sync bfly %c-1_i32, %331, %c1_i32, %c31_i32 : f32 -> f32
            %345 = nvvm.fmax %331, %344
            %346 = nvvm.shfl.sync bfly %c-1_i32, %343, %c1_i32, %c31_i32 : f32 -> f32
            %347 = nvvm.fmax %343, %346
            %348 = nvvm.shfl.sync bfly %c-1_i32, %345, %c2_i32, %c31_i32 : f32 -> f32
            %349 = nvvm.fmax %345, %348
            %350 = nvvm.shfl.sync bfly %c-1_i32, %347, %c2_i32, %c31_i32 : f32 -> f32
            %351 = nvvm.fmax %347, %350
            %352 = nvvm.fmax %arg37, %349
            %353 = nvvm.fmax %arg38, %351
            %354 = arith.cmpf oeq, %352, %cst_3 : f32
            %355 = arith.select %354, %cst_4, %352 : f32
            %356 = arith.cmpf oeq, %353, %cst_3 : f32
            %357 = arith.select %356, %cst_4, %353 : f32
            %358 = arith.subf %arg37, %355 : f32
            %359 = math.exp2 %358 fastmath<fast> : f32
            %360 = arith.subf %arg38, %357 : f32
            %361 = math.exp2 %360 fastmath<fast> : f32
            %362 = cute.memref.load(%frg_C, %coord_167) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %363 = arith.subf %362, %355 : f32
            %364 = math.exp2 %363 fastmath<fast> : f32
            %365 = arith.addf %364, %cst_4 : f32
            %366 = arith.mulf %364, %66 : f32
            cute.memref.store(%rmem, %coord_167, %366) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            %367 = cute.memref.load(%frg_C, %coord_168) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %368 = arith.subf %367, %355 : f32
            %369 = math.exp2 %368 fastmath<fast> : f32
            %370 = arith.addf %365, %369 : f32
            %371 = arith.mulf %369, %66 : f32
            cute.memref.store(%rmem, %coord_168, %371) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %372 = cute.memref.load(%frg_C, %coord_169) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %373 = arith.subf %372, %357 : f32
            %374 = math.exp2 %373 fastmath<fast> : f32
            %375 = arith.addf %374, %cst_4 : f32
            %376 = arith.mulf %374, %66 : f32
            cute.memref.store(%rmem, %coord_169, %376) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %377 = cute.memref.load(%frg_C, %coord_170) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %378 = arith.subf %377, %357 : f32
            %379 = math.exp2 %378 fastmath<fast> : f32
            %380 = arith.addf %375, %379 : f32
            %381 = arith.mulf %379, %66 : f32
            cute.memref.store(%rmem, %coord_170, %381) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            %382 = cute.memref.load(%frg_C, %coord_171) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %383 = arith.subf %382, %355 : f32
            %384 = math.exp2 %383 fastmath<fast> : f32
            %385 = arith.addf %370, %384 : f32
            %386 = arith.mulf %384, %66 : f32
            cute.memref.store(%rmem, %coord_171, %386) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %387 = cute.memref.load(%frg_C, %coord_172) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %388 = arith.subf %387, %355 : f32
            %389 = math.exp2 %388 fastmath<fast> : f32
            %390 = arith.addf %385, %389 : f32
            %391 = arith.mulf %389, %66 : f32
            cute.memref.store(%rmem, %coord_172, %391) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
            %392 = cute.memref.load(%frg_C, %coord_173) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %393 = arith.subf %392, %357 : f32
            %394 = math.exp2 %393 fastmath<fast> : f32
            %395 = arith.addf %380, %394 : f32
            %396 = arith.mulf %394, %66 : f32
            cute.memref.store(%rmem, %coord_173, %396) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
            %397 = cute.memref.load(%frg_C, %coord_174) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %398 = arith.subf %397, %357 : f32
            %399 = math.exp2 %398 fastmath<fast> : f32
            %400 = arith.addf %395, %399 : f32
            %401 = arith.mulf %399, %66 : f32
            cute.memref.store(%rmem, %coord_174, %401) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
            %402 = cute.memref.load(%frg_C, %coord_175) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %403 = arith.subf %402, %355 : f32
            %404 = math.exp2 %403 fastmath<fast> : f32
            %405 = arith.addf %390, %404 : f32
            %406 = arith.mulf %404, %66 : f32
            cute.memref.store(%rmem, %coord_175, %406) : (!memref_rmem_f32_2, !cute.coord<"8">, f32) -> ()
            %407 = cute.memref.load(%frg_C, %coord_176) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %408 = arith.subf %407, %355 : f32
            %409 = math.exp2 %408 fastmath<fast> : f32
            %410 = arith.addf %405, %409 : f32
            %411 = arith.mulf %409, %66 : f32
            cute.memref.store(%rmem, %coord_176, %411) : (!memref_rmem_f32_2, !cute.coord<"9">, f32) -> ()
            %412 = cute.memref.load(%frg_C, %coord_177) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %413 = arith.subf %412, %357 : f32
            %414 = math.exp2 %413 fastmath<fast> : f32
            %415 = arith.addf %400, %414 : f32
            %416 = arith.mulf %414, %66 : f32
            cute.memref.store(%rmem, %coord_177, %416) : (!memref_rmem_f32_2, !cute.coord<"10">, f32) -> ()
            %417 = cute.memref.load(%frg_C, %coord_178) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %418 = arith.subf %417, %357 : f32
            %419 = math.exp2 %418 fastmath<fast> : f32
            %420 = arith.addf %415, %419 : f32
            %421 = arith.mulf %419, %66 : f32
            cute.memref.store(%rmem, %coord_178, %421) : (!memref_rmem_f32_2, !cute.coord<"11">, f32) -> ()
            %422 = cute.memref.load(%frg_C, %coord_179) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %423 = arith.subf %422, %355 : f32
            %424 = math.exp2 %423 fastmath<fast> : f32
            %425 = arith.addf %410, %424 : f32
            %426 = arith.mulf %424, %66 : f32
            cute.memref.store(%rmem, %coord_179, %426) : (!memref_rmem_f32_2, !cute.coord<"12">, f32) -> ()
            %427 = cute.memref.load(%frg_C, %coord_180) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %428 = arith.subf %427, %355 : f32
            %429 = math.exp2 %428 fastmath<fast> : f32
            %430 = arith.addf %425, %429 : f32
            %431 = arith.mulf %429, %66 : f32
            cute.memref.store(%rmem, %coord_180, %431) : (!memref_rmem_f32_2, !cute.coord<"13">, f32) -> ()
            %432 = cute.memref.load(%frg_C, %coord_181) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %433 = arith.subf %432, %357 : f32
            %434 = math.exp2 %433 fastmath<fast> : f32
            %435 = arith.addf %420, %434 : f32
            %436 = arith.mulf %434, %66 : f32
            cute.memref.store(%rmem, %coord_181, %436) : (!memref_rmem_f32_2, !cute.coord<"14">, f32) -> ()
            %437 = cute.memref.load(%frg_C, %coord_182) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %438 = arith.subf %437, %357 : f32
            %439 = math.exp2 %438 fastmath<fast> : f32
            %440 = arith.addf %435, %439 : f32
            %441 = arith.mulf %439, %66 : f32
            cute.memref.store(%rmem, %coord_182, %441) : (!memref_rmem_f32_2, !cute.coord<"15">, f32) -> ()
            %442 = cute.memref.load(%frg_C, %coord_183) : (!memref_rmem_f32, !cute.coord<"16">) -> f32
            %443 = arith.subf %442, %355 : f32
            %444 = math.exp2 %443 fastmath<fast> : f32
            %445 = arith.addf %430, %444 : f32
            %446 = arith.mulf %444, %66 : f32
            cute.memref.store(%rmem, %coord_183, %446) : (!memref_rmem_f32_2, !cute.coord<"16">, f32) -> ()
            %447 = cute.memref.load(%frg_C, %coord_184) : (!memref_rmem_f32, !cute.coord<"17">) -> f32
            %448 = arith.subf %447, %355 : f32
            %449 = math.exp2 %448 fastmath<fast> : f32
            %450 = arith.addf %445, %449 : f32
            %451 = arith.mulf %449, %66 : f32
            cute.memref.store(%rmem, %coord_184, %451) : (!memref_rmem_f32_2, !cute.coord<"17">, f32) -> ()
            %452 = cute.memref.load(%frg_C, %coord_185) : (!memref_rmem_f32, !cute.coord<"18">) -> f32
            %453 = arith.subf %452, %357 : f32
            %454 = math.exp2 %453 fastmath<fast> : f32
            %455 = arith.addf %440, %454 : f32
            %456 = arith.mulf %454, %66 : f32
            cute.memref.store(%rmem, %coord_185, %456) : (!memref_rmem_f32_2, !cute.coord<"18">, f32) -> ()
            %457 = cute.memref.load(%frg_C, %coord_186) : (!memref_rmem_f32, !cute.coord<"19">) -> f32
            %458 = arith.subf %457, %357 : f32
            %459 = math.exp2 %458 fastmath<fast> : f32
            %460 = arith.addf %455, %459 : f32
            %461 = arith.mulf %459, %66 : f32
            cute.memref.store(%rmem, %coord_186, %461) : (!memref_rmem_f32_2, !cute.coord<"19">, f32) -> ()
            %462 = cute.memref.load(%frg_C, %coord_187) : (!memref_rmem_f32, !cute.coord<"20">) -> f32
            %463 = arith.subf %462, %355 : f32
            %464 = math.exp2 %463 fastmath<fast> : f32
            %465 = arith.addf %450, %464 : f32
            %466 = arith.mulf %464, %66 : f32
            cute.memref.store(%rmem, %coord_187, %466) : (!memref_rmem_f32_2, !cute.coord<"20">, f32) -> ()
            %467 = cute.memref.load(%frg_C, %coord_188) : (!memref_rmem_f32, !cute.coord<"21">) -> f32
            %468 = arith.subf %467, %355 : f32
            %469 = math.exp2 %468 fastmath<fast> : f32
            %470 = arith.addf %465, %469 : f32
            %471 = arith.mulf %469, %66 : f32
            cute.memref.store(%rmem, %coord_188, %471) : (!memref_rmem_f32_2, !cute.coord<"21">, f32) -> ()
            %472 = cute.memref.load(%frg_C, %coord_189) : (!memref_rmem_f32, !cute.coord<"22">) -> f32
            %473 = arith.subf %472, %357 : f32
            %474 = math.exp2 %473 fastmath<fast> : f32
            %475 = arith.addf %460, %474 : f32
            %476 = arith.mulf %474, %66 : f32
            cute.memref.store(%rmem, %coord_189, %476) : (!memref_rmem_f32_2, !cute.coord<"22">, f32) -> ()
            %477 = cute.memref.load(%frg_C, %coord_190) : (!memref_rmem_f32, !cute.coord<"23">) -> f32
            %478 = arith.subf %477, %357 : f32
            %479 = math.exp2 %478 fastmath<fast> : f32
            %480 = arith.addf %475, %479 : f32
            %481 = arith.mulf %479, %66 : f32
            cute.memref.store(%rmem, %coord_190, %481) : (!memref_rmem_f32_2, !cute.coord<"23">, f32) -> ()
            %482 = cute.memref.load(%frg_C, %coord_191) : (!memref_rmem_f32, !cute.coord<"24">) -> f32
            %483 = arith.subf %482, %355 : f32
            %484 = math.exp2 %483 fastmath<fast> : f32
            %485 = arith.addf %470, %484 : f32
            %486 = arith.mulf %484, %66 : f32
            cute.memref.store(%rmem, %coord_191, %486) : (!memref_rmem_f32_2, !cute.coord<"24">, f32) -> ()
            %487 = cute.memref.load(%frg_C, %coord_192) : (!memref_rmem_f32, !cute.coord<"25">) -> f32
            %488 = arith.subf %487, %355 : f32
            %489 = math.exp2 %488 fastmath<fast> : f32
            %490 = arith.addf %485, %489 : f32
            %491 = arith.mulf %489, %66 : f32
            cute.memref.store(%rmem, %coord_192, %491) : (!memref_rmem_f32_2, !cute.coord<"25">, f32) -> ()
            %492 = cute.memref.load(%frg_C, %coord_193) : (!memref_rmem_f32, !cute.coord<"26">) -> f32
            %493 = arith.subf %492, %357 : f32
            %494 = math.exp2 %493 fastmath<fast> : f32
            %495 = arith.addf %480, %494 : f32
            %496 = arith.mulf %494, %66 : f32
            cute.memref.store(%rmem, %coord_193, %496) : (!memref_rmem_f32_2, !cute.coord<"26">, f32) -> ()
            %497 = cute.memref.load(%frg_C, %coord_194) : (!memref_rmem_f32, !cute.coord<"27">) -> f32
            %498 = arith.subf %497, %357 : f32
            %499 = math.exp2 %498 fastmath<fast> : f32
            %500 = arith.addf %495, %499 : f32
            %501 = arith.mulf %499, %66 : f32
            cute.memref.store(%rmem, %coord_194, %501) : (!memref_rmem_f32_2, !cute.coord<"27">, f32) -> ()
            %502 = cute.memref.load(%frg_C, %coord_195) : (!memref_rmem_f32, !cute.coord<"28">) -> f32
            %503 = arith.subf %502, %355 : f32
            %504 = math.exp2 %503 fastmath<fast> : f32
            %505 = arith.addf %490, %504 : f32
            %506 = arith.mulf %504, %66 : f32
            cute.memref.store(%rmem, %coord_195, %506) : (!memref_rmem_f32_2, !cute.coord<"28">, f32) -> ()
            %507 = cute.memref.load(%frg_C, %coord_196) : (!memref_rmem_f32, !cute.coord<"29">) -> f32
            %508 = arith.subf %507, %355 : f32
            %509 = math.exp2 %508 fastmath<fast> : f32
            %510 = arith.addf %505, %509 : f32
            %511 = arith.mulf %509, %66 : f32
            cute.memref.store(%rmem, %coord_196, %511) : (!memref_rmem_f32_2, !cute.coord<"29">, f32) -> ()
            %512 = cute.memref.load(%frg_C, %coord_197) : (!memref_rmem_f32, !cute.coord<"30">) -> f32
            %513 = arith.subf %512, %357 : f32
            %514 = math.exp2 %513 fastmath<fast> : f32
            %515 = arith.addf %500, %514 : f32
            %516 = arith.mulf %514, %66 : f32
            cute.memref.store(%rmem, %coord_197, %516) : (!memref_rmem_f32_2, !cute.coord<"30">, f32) -> ()
            %517 = cute.memref.load(%frg_C, %coord_198) : (!memref_rmem_f32, !cute.coord<"31">) -> f32
            %518 = arith.subf %517, %357 : f32
            %519 = math.exp2 %518 fastmath<fast> : f32
            %520 = arith.addf %515, %519 : f32
            %521 = arith.mulf %519, %66 : f32
            cute.memref.store(%rmem, %coord_198, %521) : (!memref_rmem_f32_2, !cute.coord<"31">, f32) -> ()
            %522 = arith.mulf %arg35, %359 : f32
            %523 = arith.addf %522, %510 : f32
            %524 = arith.mulf %arg36, %361 : f32
            %525 = arith.addf %524, %520 : f32
            %526 = cute.memref.load(%frg_C_37, %coord_167) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %527 = arith.mulf %526, %359 : f32
            cute.memref.store(%frg_C_37, %coord_167, %527) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %528 = cute.memref.load(%frg_C_37, %coord_168) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %529 = arith.mulf %528, %359 : f32
            cute.memref.store(%frg_C_37, %coord_168, %529) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %530 = cute.memref.load(%frg_C_37, %coord_169) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %531 = arith.mulf %530, %361 : f32
            cute.memref.store(%frg_C_37, %coord_169, %531) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %532 = cute.memref.load(%frg_C_37, %coord_170) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %533 = arith.mulf %532, %361 : f32
            cute.memref.store(%frg_C_37, %coord_170, %533) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %534 = cute.memref.load(%frg_C_37, %coord_171) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %535 = arith.mulf %534, %359 : f32
            cute.memref.store(%frg_C_37, %coord_171, %535) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %536 = cute.memref.load(%frg_C_37, %coord_172) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %537 = arith.mulf %536, %359 : f32
            cute.memref.store(%frg_C_37, %coord_172, %537) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %538 = cute.memref.load(%frg_C_37, %coord_173) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %539 = arith.mulf %538, %361 : f32
            cute.memref.store(%frg_C_37, %coord_173, %539) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %540 = cute.memref.load(%frg_C_37, %coord_174) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %541 = arith.mulf %540, %361 : f32
            cute.memref.store(%frg_C_37, %coord_174, %541) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %542 = cute.memref.load(%frg_C_37, %coord_175) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %543 = arith.mulf %542, %359 : f32
            cute.memref.store(%frg_C_37, %coord_175, %543) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %544 = cute.memref.load(%frg_C_37, %coord_176) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %545 = arith.mulf %544, %359 : f32
            cute.memref.store(%frg_C_37, %coord_176, %545) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %546 = cute.memref.load(%frg_C_37, %coord_177) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %547 = arith.mulf %546, %361 : f32
            cute.memref.store(%frg_C_37, %coord_177, %547) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %548 = cute.memref.load(%frg_C_37, %coord_178) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %549 = arith.mulf %548, %361 : f32
            cute.memref.store(%frg_C_37, %coord_178, %549) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %550 = cute.memref.load(%frg_C_37, %coord_179) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %551 = arith.mulf %550, %359 : f32
            cute.memref.store(%frg_C_37, %coord_179, %551) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %552 = cute.memref.load(%frg_C_37, %coord_180) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %553 = arith.mulf %552, %359 : f32
            cute.memref.store(%frg_C_37, %coord_180, %553) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %554 = cute.memref.load(%frg_C_37, %coord_181) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %555 = arith.mulf %554, %361 : f32
            cute.memref.store(%frg_C_37, %coord_181, %555) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %556 = cute.memref.load(%frg_C_37, %coord_182) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %557 = arith.mulf %556, %361 : f32
            cute.memref.store(%frg_C_37, %coord_182, %557) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %558 = cute.memref.load(%frg_C_37, %coord_183) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %559 = arith.mulf %558, %359 : f32
            cute.memref.store(%frg_C_37, %coord_183, %559) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %560 = cute.memref.load(%frg_C_37, %coord_184) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %561 = arith.mulf %560, %359 : f32
            cute.memref.store(%frg_C_37, %coord_184, %561) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %562 = cute.memref.load(%frg_C_37, %coord_185) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %563 = arith.mulf %562, %361 : f32
            cute.memref.store(%frg_C_37, %coord_185, %563) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %564 = cute.memref.load(%frg_C_37, %coord_186) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %565 = arith.mulf %564, %361 : f32
            cute.memref.store(%frg_C_37, %coord_186, %565) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %566 = cute.memref.load(%frg_C_37, %coord_187) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %567 = arith.mulf %566, %359 : f32
            cute.memref.store(%frg_C_37, %coord_187, %567) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %568 = cute.memref.load(%frg_C_37, %coord_188) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %569 = arith.mulf %568, %359 : f32
            cute.memref.store(%frg_C_37, %coord_188, %569) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %570 = cute.memref.load(%frg_C_37, %coord_189) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %571 = arith.mulf %570, %361 : f32
            cute.memref.store(%frg_C_37, %coord_189, %571) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %572 = cute.memref.load(%frg_C_37, %coord_190) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %573 = arith.mulf %572, %361 : f32
            cute.memref.store(%frg_C_37, %coord_190, %573) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %574 = cute.memref.load(%frg_C_37, %coord_191) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %575 = arith.mulf %574, %359 : f32
            cute.memref.store(%frg_C_37, %coord_191, %575) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %576 = cute.memref.load(%frg_C_37, %coord_192) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %577 = arith.mulf %576, %359 : f32
            cute.memref.store(%frg_C_37, %coord_192, %577) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %578 = cute.memref.load(%frg_C_37, %coord_193) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %579 = arith.mulf %578, %361 : f32
            cute.memref.store(%frg_C_37, %coord_193, %579) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %580 = cute.memref.load(%frg_C_37, %coord_194) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %581 = arith.mulf %580, %361 : f32
            cute.memref.store(%frg_C_37, %coord_194, %581) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %582 = cute.memref.load(%frg_C_37, %coord_195) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %583 = arith.mulf %582, %359 : f32
            cute.memref.store(%frg_C_37, %coord_195, %583) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %584 = cute.memref.load(%frg_C_37, %coord_196) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %585 = arith.mulf %584, %359 : f32
            cute.memref.store(%frg_C_37, %coord_196, %585) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %586 = cute.memref.load(%frg_C_37, %coord_197) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %587 = arith.mulf %586, %361 : f32
            cute.memref.store(%frg_C_37, %coord_197, %587) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %588 = cute.memref.load(%frg_C_37, %coord_198) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %589 = arith.mulf %588, %361 : f32
            cute.memref.store(%frg_C_37, %coord_198, %589) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_199 = cute.make_coord() : () -> !cute.coord<"32">
            %590 = cute.memref.load(%frg_C_37, %coord_199) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %591 = arith.mulf %590, %359 : f32
            cute.memref.store(%frg_C_37, %coord_199, %591) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_200 = cute.make_coord() : () -> !cute.coord<"33">
            %592 = cute.memref.load(%frg_C_37, %coord_200) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %593 = arith.mulf %592, %359 : f32
            cute.memref.store(%frg_C_37, %coord_200, %593) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_201 = cute.make_coord() : () -> !cute.coord<"34">
            %594 = cute.memref.load(%frg_C_37, %coord_201) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %595 = arith.mulf %594, %361 : f32
            cute.memref.store(%frg_C_37, %coord_201, %595) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_202 = cute.make_coord() : () -> !cute.coord<"35">
            %596 = cute.memref.load(%frg_C_37, %coord_202) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %597 = arith.mulf %596, %361 : f32
            cute.memref.store(%frg_C_37, %coord_202, %597) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_203 = cute.make_coord() : () -> !cute.coord<"36">
            %598 = cute.memref.load(%frg_C_37, %coord_203) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %599 = arith.mulf %598, %359 : f32
            cute.memref.store(%frg_C_37, %coord_203, %599) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_204 = cute.make_coord() : () -> !cute.coord<"37">
            %600 = cute.memref.load(%frg_C_37, %coord_204) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %601 = arith.mulf %600, %359 : f32
            cute.memref.store(%frg_C_37, %coord_204, %601) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_205 = cute.make_coord() : () -> !cute.coord<"38">
            %602 = cute.memref.load(%frg_C_37, %coord_205) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %603 = arith.mulf %602, %361 : f32
            cute.memref.store(%frg_C_37, %coord_205, %603) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_206 = cute.make_coord() : () -> !cute.coord<"39">
            %604 = cute.memref.load(%frg_C_37, %coord_206) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %605 = arith.mulf %604, %361 : f32
            cute.memref.store(%frg_C_37, %coord_206, %605) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_207 = cute.make_coord() : () -> !cute.coord<"40">
            %606 = cute.memref.load(%frg_C_37, %coord_207) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %607 = arith.mulf %606, %359 : f32
            cute.memref.store(%frg_C_37, %coord_207, %607) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_208 = cute.make_coord() : () -> !cute.coord<"41">
            %608 = cute.memref.load(%frg_C_37, %coord_208) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %609 = arith.mulf %608, %359 : f32
            cute.memref.store(%frg_C_37, %coord_208, %609) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_209 = cute.make_coord() : () -> !cute.coord<"42">
            %610 = cute.memref.load(%frg_C_37, %coord_209) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %611 = arith.mulf %610, %361 : f32
            cute.memref.store(%frg_C_37, %coord_209, %611) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_210 = cute.make_coord() : () -> !cute.coord<"43">
            %612 = cute.memref.load(%frg_C_37, %coord_210) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %613 = arith.mulf %612, %361 : f32
            cute.memref.store(%frg_C_37, %coord_210, %613) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_211 = cute.make_coord() : () -> !cute.coord<"44">
            %614 = cute.memref.load(%frg_C_37, %coord_211) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %615 = arith.mulf %614, %359 : f32
            cute.memref.store(%frg_C_37, %coord_211, %615) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_212 = cute.make_coord() : () -> !cute.coord<"45">
            %616 = cute.memref.load(%frg_C_37, %coord_212) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %617 = arith.mulf %616, %359 : f32
            cute.memref.store(%frg_C_37, %coord_212, %617) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_213 = cute.make_coord() : () -> !cute.coord<"46">
            %618 = cute.memref.load(%frg_C_37, %coord_213) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %619 = arith.mulf %618, %361 : f32
            cute.memref.store(%frg_C_37, %coord_213, %619) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_214 = cute.make_coord() : () -> !cute.coord<"47">
            %620 = cute.memref.load(%frg_C_37, %coord_214) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %621 = arith.mulf %620, %361 : f32
            cute.memref.store(%frg_C_37, %coord_214, %621) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_215 = cute.make_coord() : () -> !cute.coord<"48">
            %622 = cute.memref.load(%frg_C_37, %coord_215) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %623 = arith.mulf %622, %359 : f32
            cute.memref.store(%frg_C_37, %coord_215, %623) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_216 = cute.make_coord() : () -> !cute.coord<"49">
            %624 = cute.memref.load(%frg_C_37, %coord_216) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %625 = arith.mulf %624, %359 : f32
            cute.memref.store(%frg_C_37, %coord_216, %625) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_217 = cute.make_coord() : () -> !cute.coord<"50">
            %626 = cute.memref.load(%frg_C_37, %coord_217) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %627 = arith.mulf %626, %361 : f32
            cute.memref.store(%frg_C_37, %coord_217, %627) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_218 = cute.make_coord() : () -> !cute.coord<"51">
            %628 = cute.memref.load(%frg_C_37, %coord_218) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %629 = arith.mulf %628, %361 : f32
            cute.memref.store(%frg_C_37, %coord_218, %629) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_219 = cute.make_coord() : () -> !cute.coord<"52">
            %630 = cute.memref.load(%frg_C_37, %coord_219) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %631 = arith.mulf %630, %359 : f32
            cute.memref.store(%frg_C_37, %coord_219, %631) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_220 = cute.make_coord() : () -> !cute.coord<"53">
            %632 = cute.memref.load(%frg_C_37, %coord_220) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %633 = arith.mulf %632, %359 : f32
            cute.memref.store(%frg_C_37, %coord_220, %633) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_221 = cute.make_coord() : () -> !cute.coord<"54">
            %634 = cute.memref.load(%frg_C_37, %coord_221) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %635 = arith.mulf %634, %361 : f32
            cute.memref.store(%frg_C_37, %coord_221, %635) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_222 = cute.make_coord() : () -> !cute.coord<"55">
            %636 = cute.memref.load(%frg_C_37, %coord_222) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %637 = arith.mulf %636, %361 : f32
            cute.memref.store(%frg_C_37, %coord_222, %637) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_223 = cute.make_coord() : () -> !cute.coord<"56">
            %638 = cute.memref.load(%frg_C_37, %coord_223) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %639 = arith.mulf %638, %359 : f32
            cute.memref.store(%frg_C_37, %coord_223, %639) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_224 = cute.make_coord() : () -> !cute.coord<"57">
            %640 = cute.memref.load(%frg_C_37, %coord_224) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %641 = arith.mulf %640, %359 : f32
            cute.memref.store(%frg_C_37, %coord_224, %641) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_225 = cute.make_coord() : () -> !cute.coord<"58">
            %642 = cute.memref.load(%frg_C_37, %coord_225) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %643 = arith.mulf %642, %361 : f32
            cute.memref.store(%frg_C_37, %coord_225, %643) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_226 = cute.make_coord() : () -> !cute.coord<"59">
            %644 = cute.memref.load(%frg_C_37, %coord_226) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %645 = arith.mulf %644, %361 : f32
            cute.memref.store(%frg_C_37, %coord_226, %645) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_227 = cute.make_coord() : () -> !cute.coord<"60">
            %646 = cute.memref.load(%frg_C_37, %coord_227) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %647 = arith.mulf %646, %359 : f32
            cute.memref.store(%frg_C_37, %coord_227, %647) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_228 = cute.make_coord() : () -> !cute.coord<"61">
            %648 = cute.memref.load(%frg_C_37, %coord_228) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %649 = arith.mulf %648, %359 : f32
            cute.memref.store(%frg_C_37, %coord_228, %649) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_229 = cute.make_coord() : () -> !cute.coord<"62">
            %650 = cute.memref.load(%frg_C_37, %coord_229) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %651 = arith.mulf %650, %361 : f32
            cute.memref.store(%frg_C_37, %coord_229, %651) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_230 = cute.make_coord() : () -> !cute.coord<"63">
            %652 = cute.memref.load(%frg_C_37, %coord_230) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %653 = arith.mulf %652, %361 : f32
            cute.memref.store(%frg_C_37, %coord_230, %653) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_231 = cute.make_coord() : () -> !cute.coord<"64">
            %654 = cute.memref.load(%frg_C_37, %coord_231) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %655 = arith.mulf %654, %359 : f32
            cute.memref.store(%frg_C_37, %coord_231, %655) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_232 = cute.make_coord() : () -> !cute.coord<"65">
            %656 = cute.memref.load(%frg_C_37, %coord_232) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %657 = arith.mulf %656, %359 : f32
            cute.memref.store(%frg_C_37, %coord_232, %657) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_233 = cute.make_coord() : () -> !cute.coord<"66">
            %658 = cute.memref.load(%frg_C_37, %coord_233) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %659 = arith.mulf %658, %361 : f32
            cute.memref.store(%frg_C_37, %coord_233, %659) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_234 = cute.make_coord() : () -> !cute.coord<"67">
            %660 = cute.memref.load(%frg_C_37, %coord_234) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %661 = arith.mulf %660, %361 : f32
            cute.memref.store(%frg_C_37, %coord_234, %661) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_235 = cute.make_coord() : () -> !cute.coord<"68">
            %662 = cute.memref.load(%frg_C_37, %coord_235) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %663 = arith.mulf %662, %359 : f32
            cute.memref.store(%frg_C_37, %coord_235, %663) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_236 = cute.make_coord() : () -> !cute.coord<"69">
            %664 = cute.memref.load(%frg_C_37, %coord_236) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %665 = arith.mulf %664, %359 : f32
            cute.memref.store(%frg_C_37, %coord_236, %665) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_237 = cute.make_coord() : () -> !cute.coord<"70">
            %666 = cute.memref.load(%frg_C_37, %coord_237) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %667 = arith.mulf %666, %361 : f32
            cute.memref.store(%frg_C_37, %coord_237, %667) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_238 = cute.make_coord() : () -> !cute.coord<"71">
            %668 = cute.memref.load(%frg_C_37, %coord_238) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %669 = arith.mulf %668, %361 : f32
            cute.memref.store(%frg_C_37, %coord_238, %669) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_239 = cute.make_coord() : () -> !cute.coord<"72">
            %670 = cute.memref.load(%frg_C_37, %coord_239) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %671 = arith.mulf %670, %359 : f32
            cute.memref.store(%frg_C_37, %coord_239, %671) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_240 = cute.make_coord() : () -> !cute.coord<"73">
            %672 = cute.memref.load(%frg_C_37, %coord_240) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %673 = arith.mulf %672, %359 : f32
            cute.memref.store(%frg_C_37, %coord_240, %673) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_241 = cute.make_coord() : () -> !cute.coord<"74">
            %674 = cute.memref.load(%frg_C_37, %coord_241) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %675 = arith.mulf %674, %361 : f32
            cute.memref.store(%frg_C_37, %coord_241, %675) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_242 = cute.make_coord() : () -> !cute.coord<"75">
            %676 = cute.memref.load(%frg_C_37, %coord_242) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %677 = arith.mulf %676, %361 : f32
            cute.memref.store(%frg_C_37, %coord_242, %677) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_243 = cute.make_coord() : () -> !cute.coord<"76">
            %678 = cute.memref.load(%frg_C_37, %coord_243) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %679 = arith.mulf %678, %359 : f32
            cute.memref.store(%frg_C_37, %coord_243, %679) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_244 = cute.make_coord() : () -> !cute.coord<"77">
            %680 = cute.memref.load(%frg_C_37, %coord_244) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %681 = arith.mulf %680, %359 : f32
            cute.memref.store(%frg_C_37, %coord_244, %681) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_245 = cute.make_coord() : () -> !cute.coord<"78">
            %682 = cute.memref.load(%frg_C_37, %coord_245) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %683 = arith.mulf %682, %361 : f32
            cute.memref.store(%frg_C_37, %coord_245, %683) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_246 = cute.make_coord() : () -> !cute.coord<"79">
            %684 = cute.memref.load(%frg_C_37, %coord_246) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %685 = arith.mulf %684, %361 : f32
            cute.memref.store(%frg_C_37, %coord_246, %685) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_247 = cute.make_coord() : () -> !cute.coord<"80">
            %686 = cute.memref.load(%frg_C_37, %coord_247) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %687 = arith.mulf %686, %359 : f32
            cute.memref.store(%frg_C_37, %coord_247, %687) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_248 = cute.make_coord() : () -> !cute.coord<"81">
            %688 = cute.memref.load(%frg_C_37, %coord_248) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %689 = arith.mulf %688, %359 : f32
            cute.memref.store(%frg_C_37, %coord_248, %689) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_249 = cute.make_coord() : () -> !cute.coord<"82">
            %690 = cute.memref.load(%frg_C_37, %coord_249) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %691 = arith.mulf %690, %361 : f32
            cute.memref.store(%frg_C_37, %coord_249, %691) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_250 = cute.make_coord() : () -> !cute.coord<"83">
            %692 = cute.memref.load(%frg_C_37, %coord_250) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %693 = arith.mulf %692, %361 : f32
            cute.memref.store(%frg_C_37, %coord_250, %693) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_251 = cute.make_coord() : () -> !cute.coord<"84">
            %694 = cute.memref.load(%frg_C_37, %coord_251) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %695 = arith.mulf %694, %359 : f32
            cute.memref.store(%frg_C_37, %coord_251, %695) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_252 = cute.make_coord() : () -> !cute.coord<"85">
            %696 = cute.memref.load(%frg_C_37, %coord_252) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %697 = arith.mulf %696, %359 : f32
            cute.memref.store(%frg_C_37, %coord_252, %697) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_253 = cute.make_coord() : () -> !cute.coord<"86">
            %698 = cute.memref.load(%frg_C_37, %coord_253) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %699 = arith.mulf %698, %361 : f32
            cute.memref.store(%frg_C_37, %coord_253, %699) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_254 = cute.make_coord() : () -> !cute.coord<"87">
            %700 = cute.memref.load(%frg_C_37, %coord_254) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %701 = arith.mulf %700, %361 : f32
            cute.memref.store(%frg_C_37, %coord_254, %701) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_255 = cute.make_coord() : () -> !cute.coord<"88">
            %702 = cute.memref.load(%frg_C_37, %coord_255) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %703 = arith.mulf %702, %359 : f32
            cute.memref.store(%frg_C_37, %coord_255, %703) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_256 = cute.make_coord() : () -> !cute.coord<"89">
            %704 = cute.memref.load(%frg_C_37, %coord_256) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %705 = arith.mulf %704, %359 : f32
            cute.memref.store(%frg_C_37, %coord_256, %705) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_257 = cute.make_coord() : () -> !cute.coord<"90">
            %706 = cute.memref.load(%frg_C_37, %coord_257) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %707 = arith.mulf %706, %361 : f32
            cute.memref.store(%frg_C_37, %coord_257, %707) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_258 = cute.make_coord() : () -> !cute.coord<"91">
            %708 = cute.memref.load(%frg_C_37, %coord_258) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %709 = arith.mulf %708, %361 : f32
            cute.memref.store(%frg_C_37, %coord_258, %709) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_259 = cute.make_coord() : () -> !cute.coord<"92">
            %710 = cute.memref.load(%frg_C_37, %coord_259) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %711 = arith.mulf %710, %359 : f32
            cute.memref.store(%frg_C_37, %coord_259, %711) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_260 = cute.make_coord() : () -> !cute.coord<"93">
            %712 = cute.memref.load(%frg_C_37, %coord_260) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %713 = arith.mulf %712, %359 : f32
            cute.memref.store(%frg_C_37, %coord_260, %713) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_261 = cute.make_coord() : () -> !cute.coord<"94">
            %714 = cute.memref.load(%frg_C_37, %coord_261) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %715 = arith.mulf %714, %361 : f32
            cute.memref.store(%frg_C_37, %coord_261, %715) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_262 = cute.make_coord() : () -> !cute.coord<"95">
            %716 = cute.memref.load(%frg_C_37, %coord_262) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %717 = arith.mulf %716, %361 : f32
            cute.memref.store(%frg_C_37, %coord_262, %717) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_263 = cute.make_coord() : () -> !cute.coord<"96">
            %718 = cute.memref.load(%frg_C_37, %coord_263) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %719 = arith.mulf %718, %359 : f32
            cute.memref.store(%frg_C_37, %coord_263, %719) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_264 = cute.make_coord() : () -> !cute.coord<"97">
            %720 = cute.memref.load(%frg_C_37, %coord_264) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %721 = arith.mulf %720, %359 : f32
            cute.memref.store(%frg_C_37, %coord_264, %721) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_265 = cute.make_coord() : () -> !cute.coord<"98">
            %722 = cute.memref.load(%frg_C_37, %coord_265) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %723 = arith.mulf %722, %361 : f32
            cute.memref.store(%frg_C_37, %coord_265, %723) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_266 = cute.make_coord() : () -> !cute.coord<"99">
            %724 = cute.memref.load(%frg_C_37, %coord_266) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %725 = arith.mulf %724, %361 : f32
            cute.memref.store(%frg_C_37, %coord_266, %725) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_267 = cute.make_coord() : () -> !cute.coord<"100">
            %726 = cute.memref.load(%frg_C_37, %coord_267) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %727 = arith.mulf %726, %359 : f32
            cute.memref.store(%frg_C_37, %coord_267, %727) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_268 = cute.make_coord() : () -> !cute.coord<"101">
            %728 = cute.memref.load(%frg_C_37, %coord_268) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %729 = arith.mulf %728, %359 : f32
            cute.memref.store(%frg_C_37, %coord_268, %729) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_269 = cute.make_coord() : () -> !cute.coord<"102">
            %730 = cute.memref.load(%frg_C_37, %coord_269) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %731 = arith.mulf %730, %361 : f32
            cute.memref.store(%frg_C_37, %coord_269, %731) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_270 = cute.make_coord() : () -> !cute.coord<"103">
            %732 = cute.memref.load(%frg_C_37, %coord_270) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %733 = arith.mulf %732, %361 : f32
            cute.memref.store(%frg_C_37, %coord_270, %733) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_271 = cute.make_coord() : () -> !cute.coord<"104">
            %734 = cute.memref.load(%frg_C_37, %coord_271) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %735 = arith.mulf %734, %359 : f32
            cute.memref.store(%frg_C_37, %coord_271, %735) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_272 = cute.make_coord() : () -> !cute.coord<"105">
            %736 = cute.memref.load(%frg_C_37, %coord_272) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %737 = arith.mulf %736, %359 : f32
            cute.memref.store(%frg_C_37, %coord_272, %737) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_273 = cute.make_coord() : () -> !cute.coord<"106">
            %738 = cute.memref.load(%frg_C_37, %coord_273) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %739 = arith.mulf %738, %361 : f32
            cute.memref.store(%frg_C_37, %coord_273, %739) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_274 = cute.make_coord() : () -> !cute.coord<"107">
            %740 = cute.memref.load(%frg_C_37, %coord_274) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %741 = arith.mulf %740, %361 : f32
            cute.memref.store(%frg_C_37, %coord_274, %741) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_275 = cute.make_coord() : () -> !cute.coord<"108">
            %742 = cute.memref.load(%frg_C_37, %coord_275) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %743 = arith.mulf %742, %359 : f32
            cute.memref.store(%frg_C_37, %coord_275, %743) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_276 = cute.make_coord() : () -> !cute.coord<"109">
            %744 = cute.memref.load(%frg_C_37, %coord_276) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %745 = arith.mulf %744, %359 : f32
            cute.memref.store(%frg_C_37, %coord_276, %745) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_277 = cute.make_coord() : () -> !cute.coord<"110">
            %746 = cute.memref.load(%frg_C_37, %coord_277) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %747 = arith.mulf %746, %361 : f32
            cute.memref.store(%frg_C_37, %coord_277, %747) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_278 = cute.make_coord() : () -> !cute.coord<"111">
            %748 = cute.memref.load(%frg_C_37, %coord_278) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %749 = arith.mulf %748, %361 : f32
            cute.memref.store(%frg_C_37, %coord_278, %749) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_279 = cute.make_coord() : () -> !cute.coord<"112">
            %750 = cute.memref.load(%frg_C_37, %coord_279) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %751 = arith.mulf %750, %359 : f32
            cute.memref.store(%frg_C_37, %coord_279, %751) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_280 = cute.make_coord() : () -> !cute.coord<"113">
            %752 = cute.memref.load(%frg_C_37, %coord_280) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %753 = arith.mulf %752, %359 : f32
            cute.memref.store(%frg_C_37, %coord_280, %753) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_281 = cute.make_coord() : () -> !cute.coord<"114">
            %754 = cute.memref.load(%frg_C_37, %coord_281) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %755 = arith.mulf %754, %361 : f32
            cute.memref.store(%frg_C_37, %coord_281, %755) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_282 = cute.make_coord() : () -> !cute.coord<"115">
            %756 = cute.memref.load(%frg_C_37, %coord_282) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %757 = arith.mulf %756, %361 : f32
            cute.memref.store(%frg_C_37, %coord_282, %757) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_283 = cute.make_coord() : () -> !cute.coord<"116">
            %758 = cute.memref.load(%frg_C_37, %coord_283) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %759 = arith.mulf %758, %359 : f32
            cute.memref.store(%frg_C_37, %coord_283, %759) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_284 = cute.make_coord() : () -> !cute.coord<"117">
            %760 = cute.memref.load(%frg_C_37, %coord_284) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %761 = arith.mulf %760, %359 : f32
            cute.memref.store(%frg_C_37, %coord_284, %761) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_285 = cute.make_coord() : () -> !cute.coord<"118">
            %762 = cute.memref.load(%frg_C_37, %coord_285) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %763 = arith.mulf %762, %361 : f32
            cute.memref.store(%frg_C_37, %coord_285, %763) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_286 = cute.make_coord() : () -> !cute.coord<"119">
            %764 = cute.memref.load(%frg_C_37, %coord_286) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %765 = arith.mulf %764, %361 : f32
            cute.memref.store(%frg_C_37, %coord_286, %765) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_287 = cute.make_coord() : () -> !cute.coord<"120">
            %766 = cute.memref.load(%frg_C_37, %coord_287) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %767 = arith.mulf %766, %359 : f32
            cute.memref.store(%frg_C_37, %coord_287, %767) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_288 = cute.make_coord() : () -> !cute.coord<"121">
            %768 = cute.memref.load(%frg_C_37, %coord_288) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %769 = arith.mulf %768, %359 : f32
            cute.memref.store(%frg_C_37, %coord_288, %769) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_289 = cute.make_coord() : () -> !cute.coord<"122">
            %770 = cute.memref.load(%frg_C_37, %coord_289) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %771 = arith.mulf %770, %361 : f32
            cute.memref.store(%frg_C_37, %coord_289, %771) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_290 = cute.make_coord() : () -> !cute.coord<"123">
            %772 = cute.memref.load(%frg_C_37, %coord_290) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %773 = arith.mulf %772, %361 : f32
            cute.memref.store(%frg_C_37, %coord_290, %773) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_291 = cute.make_coord() : () -> !cute.coord<"124">
            %774 = cute.memref.load(%frg_C_37, %coord_291) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %775 = arith.mulf %774, %359 : f32
            cute.memref.store(%frg_C_37, %coord_291, %775) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_292 = cute.make_coord() : () -> !cute.coord<"125">
            %776 = cute.memref.load(%frg_C_37, %coord_292) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %777 = arith.mulf %776, %359 : f32
            cute.memref.store(%frg_C_37, %coord_292, %777) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_293 = cute.make_coord() : () -> !cute.coord<"126">
            %778 = cute.memref.load(%frg_C_37, %coord_293) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %779 = arith.mulf %778, %361 : f32
            cute.memref.store(%frg_C_37, %coord_293, %779) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_294 = cute.make_coord() : () -> !cute.coord<"127">
            %780 = cute.memref.load(%frg_C_37, %coord_294) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %781 = arith.mulf %780, %361 : f32
            cute.memref.store(%frg_C_37, %coord_294, %781) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            %782 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32_2) -> vector<32xf32>
            %783 = arith.truncf %782 : vector<32xf32> to vector<32xbf16>
            cute.memref.store_vec(%783, %rmem_38) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
            %784 = arith.extf %783 : vector<32xbf16> to vector<32xf32>
            %785 = arith.subf %782, %784 : vector<32xf32>
            %786 = arith.truncf %785 : vector<32xf32> to vector<32xbf16>
            cute.memref.store_vec(%786, %rmem_39) : (vector<32xbf16>, !memref_rmem_bf16) -> ()
            nvvm.wgmma.fence.aligned
            %787 = cute_nvgpu.atom.set_value<accum_c>(%arg40, %true) : (!mma_bf16_bf16_f32_64x256x16, i1)
            %slice_295 = cute.slice(%rmem_38, %coord_40) : !memref_rmem_bf16, !cute.coord<"(_,_,0)">
            %slice_296 = cute.slice(%frg_B_34, %coord_41) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,0,?)">
            cute.gemm(%787, %frg_C_37, %slice_295, %slice_296, %frg_C_37) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_297 = cute.slice(%rmem_38, %coord_43) : !memref_rmem_bf16, !cute.coord<"(_,_,1)">
            %slice_298 = cute.slice(%frg_B_34, %coord_45) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,1,?)">
            cute.gemm(%787, %frg_C_37, %slice_297, %slice_298, %frg_C_37) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_2, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_299 = cute.slice(%rmem_38, %coord_47) : !memref_rmem_bf16, !cute.coord<"(_,_,2)">
            %slice_300 = cute.slice(%frg_B_34, %coord_49) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,2,?)">
            cute.gemm(%787, %frg_C_37, %slice_299, %slice_300, %frg_C_37) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_301 = cute.slice(%rmem_38, %coord_51) : !memref_rmem_bf16, !cute.coord<"(_,_,3)">
            %slice_302 = cute.slice(%frg_B_34, %coord_53) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,2):(0,0,128,4096)">, !cute.coord<"(_,_,3,?)">
            cute.gemm(%787, %frg_C_37, %slice_301, %slice_302, %frg_C_37) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_2, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_303 = cute.slice(%rmem_39, %coord_40) : !memref_rmem_bf16, !cute.coord<"(_,_,0)">
            cute.gemm(%787, %frg_C_37, %slice_303, %slice_296, %frg_C_37) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_304 = cute.slice(%rmem_39, %coord_43) : !memref_rmem_bf16, !cute.coord<"(_,_,1)">
            cute.gemm(%787, %frg_C_37, %slice_304, %slice_298, %frg_C_37) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_2, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_305 = cute.slice(%rmem_39, %coord_47) : !memref_rmem_bf16, !cute.coord<"(_,_,2)">
            cute.gemm(%787, %frg_C_37, %slice_305, %slice_300, %frg_C_37) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_306 = cute.slice(%rmem_39, %coord_51) : !memref_rmem_bf16, !cute.coord<"(_,_,3)">
            cute.gemm(%787, %frg_C_37, %slice_306, %slice_302, %frg_C_37) : (!mma_bf16_bf16_f32_64x256x16, !memref_rmem_f32_1, !memref_rmem_bf16_2, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %788 = arith.addi %64, %c3_i32 : i32
            nvvm.barrier.arrive id = %788 number_of_threads = %c384_i32
            scf.yield %523, %525, %352, %353, %100, %787 : f32, f32, f32, f32, !mma_bf16_bf16_f32_64x64x16, !mma_bf16_bf16_f32_64x256x16
          } {loop_annotation = #loop_annotation}
          %47 = nvvm.shfl.sync bfly %c-1_i32, %46#0, %c1_i32, %c31_i32 : f32 -> f32
          %48 = arith.addf %46#0, %47 : f32
          %49 = nvvm.shfl.sync bfly %c-1_i32, %46#1, %c1_i32, %c31_i32 : f32 -> f32
          %50 = arith.addf %46#1, %49 : f32
          %51 = nvvm.shfl.sync bfly %c-1_i32, %48, %c2_i32, %c31_i32 : f32 -> f32
          %52 = arith.addf %48, %51 : f32
          %53 = nvvm.shfl.sync bfly %c-1_i32, %50, %c2_i32, %c31_i32 : f32 -> f32
          %54 = arith.addf %50, %53 : f32
          %55 = arith.floordivsi %42, %c4_i32 : i32
          %56 = arith.muli %43, %c16_i32 : i32
          %57 = arith.addi %55, %56 : i32
          %58 = arith.addi %57, %c8_i32 : i32
          %59 = arith.remsi %42, %c4_i32 : i32
          %60 = arith.muli %59, %c2_i32 : i32
          %61 = arith.addi %60, %c256_i32 : i32
          %62 = arith.cmpi eq, %arg33, %c1_i32 : i32
          scf.if %62 {
            %63 = arith.cmpf oeq, %46#2, %cst_3 : f32
            %64 = arith.select %63, %cst_4, %46#2 : f32
            %65 = arith.cmpf oeq, %46#3, %cst_3 : f32
            %66 = arith.select %65, %cst_4, %46#3 : f32
            %67 = arith.subi %15, %c1_i32 : i32
            %68 = arith.minsi %57, %67 : i32
            %69 = arith.addi %13, %68 : i32
            %70 = arith.extsi %69 : i32 to i64
            %71 = arith.muli %70, %c4_i64 : i64
            %72 = arith.addi %arg9, %71 : i64
            %73 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%72 : i64) -> f32
            %74 = arith.minsi %58, %67 : i32
            %75 = arith.addi %13, %74 : i32
            %76 = arith.extsi %75 : i32 to i64
            %77 = arith.muli %76, %c4_i64 : i64
            %78 = arith.addi %arg9, %77 : i64
            %79 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%78 : i64) -> f32
            %80 = arith.mulf %73, %cst_2 : f32
            %81 = arith.subf %80, %64 : f32
            %82 = math.exp2 %81 : f32
            %83 = arith.addf %52, %82 : f32
            %84 = arith.mulf %79, %cst_2 : f32
            %85 = arith.subf %84, %66 : f32
            %86 = math.exp2 %85 : f32
            %87 = arith.addf %54, %86 : f32
            %88 = arith.cmpf ogt, %52, %cst_4 : f32
            %89 = arith.divf %cst_1, %83 : f32
            %90 = arith.select %88, %89, %cst_4 : f32
            %91 = arith.cmpf ogt, %54, %cst_4 : f32
            %92 = arith.divf %cst_1, %87 : f32
            %93 = arith.select %91, %92, %cst_4 : f32
            %94 = arith.extsi %arg6 : i32 to i64
            %95 = arith.muli %16, %94 : i64
            %96 = arith.addi %13, %57 : i32
            %97 = arith.extsi %96 : i32 to i64
            %98 = arith.extsi %arg7 : i32 to i64
            %99 = arith.muli %97, %98 : i64
            %100 = arith.addi %95, %99 : i64
            %101 = arith.muli %100, %c2_i64 : i64
            %102 = arith.addi %arg5, %101 : i64
            %103 = arith.addi %13, %58 : i32
            %104 = arith.extsi %103 : i32 to i64
            %105 = arith.muli %104, %98 : i64
            %106 = arith.addi %95, %105 : i64
            %107 = arith.muli %106, %c2_i64 : i64
            %108 = arith.addi %arg5, %107 : i64
            %109 = arith.cmpi slt, %57, %15 : i32
            scf.if %109 {
              %142 = arith.muli %61, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"0">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"1">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %110 = arith.cmpi slt, %58, %15 : i32
            scf.if %110 {
              %142 = arith.muli %61, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"2">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"3">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %111 = arith.addi %60, %c264_i32 : i32
            scf.if %109 {
              %142 = arith.muli %111, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"4">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"5">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %111, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"6">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"7">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %112 = arith.addi %60, %c272_i32 : i32
            scf.if %109 {
              %142 = arith.muli %112, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"8">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"9">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %112, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"10">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"11">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %113 = arith.addi %60, %c280_i32 : i32
            scf.if %109 {
              %142 = arith.muli %113, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"12">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"13">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %113, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"14">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"15">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %114 = arith.addi %60, %c288_i32 : i32
            scf.if %109 {
              %142 = arith.muli %114, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"16">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"17">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %114, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"18">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"19">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %115 = arith.addi %60, %c296_i32 : i32
            scf.if %109 {
              %142 = arith.muli %115, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"20">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"21">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %115, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"22">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"23">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %116 = arith.addi %60, %c304_i32 : i32
            scf.if %109 {
              %142 = arith.muli %116, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"24">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"25">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %116, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"26">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"27">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %117 = arith.addi %60, %c312_i32 : i32
            scf.if %109 {
              %142 = arith.muli %117, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"28">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"29">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %117, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"30">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"31">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %118 = arith.addi %60, %c320_i32 : i32
            scf.if %109 {
              %142 = arith.muli %118, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"32">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"33">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %118, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"34">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"35">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %119 = arith.addi %60, %c328_i32 : i32
            scf.if %109 {
              %142 = arith.muli %119, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"36">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"37">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %119, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"38">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"39">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %120 = arith.addi %60, %c336_i32 : i32
            scf.if %109 {
              %142 = arith.muli %120, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"40">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"41">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %120, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"42">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"43">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %121 = arith.addi %60, %c344_i32 : i32
            scf.if %109 {
              %142 = arith.muli %121, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"44">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"45">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %121, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"46">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"47">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %122 = arith.addi %60, %c352_i32 : i32
            scf.if %109 {
              %142 = arith.muli %122, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"48">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"49">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %122, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"50">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"51">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %123 = arith.addi %60, %c360_i32 : i32
            scf.if %109 {
              %142 = arith.muli %123, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"52">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"53">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %123, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"54">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"55">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %124 = arith.addi %60, %c368_i32 : i32
            scf.if %109 {
              %142 = arith.muli %124, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"56">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"57">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %124, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"58">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"59">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %125 = arith.addi %60, %c376_i32 : i32
            scf.if %109 {
              %142 = arith.muli %125, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"60">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"61">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %125, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"62">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"63">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %126 = arith.addi %60, %c384_i32 : i32
            scf.if %109 {
              %142 = arith.muli %126, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"64">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"65">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %126, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"66">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"67">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %127 = arith.addi %60, %c392_i32 : i32
            scf.if %109 {
              %142 = arith.muli %127, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"68">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"69">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %127, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"70">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"71">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %128 = arith.addi %60, %c400_i32 : i32
            scf.if %109 {
              %142 = arith.muli %128, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"72">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"73">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %128, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"74">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"75">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %129 = arith.addi %60, %c408_i32 : i32
            scf.if %109 {
              %142 = arith.muli %129, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"76">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"77">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %129, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"78">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"79">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %130 = arith.addi %60, %c416_i32 : i32
            scf.if %109 {
              %142 = arith.muli %130, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"80">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"81">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %130, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"82">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"83">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %131 = arith.addi %60, %c424_i32 : i32
            scf.if %109 {
              %142 = arith.muli %131, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"84">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"85">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %131, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"86">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"87">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %132 = arith.addi %60, %c432_i32 : i32
            scf.if %109 {
              %142 = arith.muli %132, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"88">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"89">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %132, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"90">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"91">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %133 = arith.addi %60, %c440_i32 : i32
            scf.if %109 {
              %142 = arith.muli %133, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"92">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"93">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %133, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"94">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"95">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %134 = arith.addi %60, %c448_i32 : i32
            scf.if %109 {
              %142 = arith.muli %134, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"96">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"97">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %134, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"98">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"99">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %135 = arith.addi %60, %c456_i32 : i32
            scf.if %109 {
              %142 = arith.muli %135, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"100">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"101">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %135, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"102">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"103">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %136 = arith.addi %60, %c464_i32 : i32
            scf.if %109 {
              %142 = arith.muli %136, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"104">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"105">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %136, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"106">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"107">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %137 = arith.addi %60, %c472_i32 : i32
            scf.if %109 {
              %142 = arith.muli %137, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"108">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"109">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %137, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"110">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"111">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %138 = arith.addi %60, %c480_i32 : i32
            scf.if %109 {
              %142 = arith.muli %138, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"112">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"113">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %138, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"114">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"115">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %139 = arith.addi %60, %c488_i32 : i32
            scf.if %109 {
              %142 = arith.muli %139, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"116">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"117">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %139, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"118">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"119">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %140 = arith.addi %60, %c496_i32 : i32
            scf.if %109 {
              %142 = arith.muli %140, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"120">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"121">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %140, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"122">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"123">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            %141 = arith.addi %60, %c504_i32 : i32
            scf.if %109 {
              %142 = arith.muli %141, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %102, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"124">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %146 = arith.mulf %145, %90 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"125">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %148 = arith.mulf %147, %90 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
            scf.if %110 {
              %142 = arith.muli %141, %c2_i32 : i32
              %143 = arith.extsi %142 : i32 to i64
              %144 = arith.addi %108, %143 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"126">
              %145 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %146 = arith.mulf %145, %93 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"127">
              %147 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %148 = arith.mulf %147, %93 : f32
              %149 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %146 : (f32) -> f32
              %150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %148 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%144, %149, %150 : i64, f32, f32)
            }
          } else {
            %63 = arith.extsi %5 : i32 to i64
            %64 = arith.muli %16, %63 : i64
            %65 = arith.extsi %3 : i32 to i64
            %66 = arith.addi %64, %65 : i64
            %67 = arith.extsi %arg33 : i32 to i64
            %68 = arith.muli %66, %67 : i64
            %69 = arith.cmpf ogt, %52, %cst_4 : f32
            %70 = arith.divf %cst_1, %52 : f32
            %71 = arith.select %69, %70, %cst_4 : f32
            %72 = arith.cmpf ogt, %54, %cst_4 : f32
            %73 = arith.divf %cst_1, %54 : f32
            %74 = arith.select %72, %73, %cst_4 : f32
            %75 = arith.extsi %4 : i32 to i64
            %76 = arith.addi %68, %75 : i64
            %77 = arith.extsi %15 : i32 to i64
            %78 = arith.muli %76, %77 : i64
            %79 = arith.extsi %57 : i32 to i64
            %80 = arith.addi %78, %79 : i64
            %81 = arith.muli %80, %c2048_i64 : i64
            %82 = arith.addi %arg29, %81 : i64
            %83 = arith.extsi %58 : i32 to i64
            %84 = arith.addi %78, %83 : i64
            %85 = arith.muli %84, %c2048_i64 : i64
            %86 = arith.addi %arg29, %85 : i64
            %87 = arith.cmpi slt, %57, %15 : i32
            scf.if %87 {
              %126 = arith.muli %61, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"0">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"1">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %88 = arith.cmpi slt, %58, %15 : i32
            scf.if %88 {
              %126 = arith.muli %61, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"2">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"3">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %89 = arith.addi %60, %c264_i32 : i32
            scf.if %87 {
              %126 = arith.muli %89, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"4">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"5">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %89, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"6">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"7">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %90 = arith.addi %60, %c272_i32 : i32
            scf.if %87 {
              %126 = arith.muli %90, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"8">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"9">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %90, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"10">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"11">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %91 = arith.addi %60, %c280_i32 : i32
            scf.if %87 {
              %126 = arith.muli %91, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"12">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"13">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %91, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"14">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"15">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %92 = arith.addi %60, %c288_i32 : i32
            scf.if %87 {
              %126 = arith.muli %92, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"16">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"17">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %92, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"18">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"19">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %93 = arith.addi %60, %c296_i32 : i32
            scf.if %87 {
              %126 = arith.muli %93, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"20">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"21">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %93, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"22">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"23">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %94 = arith.addi %60, %c304_i32 : i32
            scf.if %87 {
              %126 = arith.muli %94, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"24">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"25">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %94, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"26">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"27">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %95 = arith.addi %60, %c312_i32 : i32
            scf.if %87 {
              %126 = arith.muli %95, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"28">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"29">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %95, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"30">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"31">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %96 = arith.addi %60, %c320_i32 : i32
            scf.if %87 {
              %126 = arith.muli %96, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"32">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"33">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %96, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"34">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"35">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %97 = arith.addi %60, %c328_i32 : i32
            scf.if %87 {
              %126 = arith.muli %97, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"36">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"37">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %97, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"38">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"39">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %98 = arith.addi %60, %c336_i32 : i32
            scf.if %87 {
              %126 = arith.muli %98, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"40">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"41">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %98, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"42">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"43">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %99 = arith.addi %60, %c344_i32 : i32
            scf.if %87 {
              %126 = arith.muli %99, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"44">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"45">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %99, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"46">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"47">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %100 = arith.addi %60, %c352_i32 : i32
            scf.if %87 {
              %126 = arith.muli %100, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"48">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"49">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %100, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"50">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"51">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %101 = arith.addi %60, %c360_i32 : i32
            scf.if %87 {
              %126 = arith.muli %101, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"52">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"53">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %101, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"54">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"55">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %102 = arith.addi %60, %c368_i32 : i32
            scf.if %87 {
              %126 = arith.muli %102, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"56">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"57">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %102, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"58">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"59">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %103 = arith.addi %60, %c376_i32 : i32
            scf.if %87 {
              %126 = arith.muli %103, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"60">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"61">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %103, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"62">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"63">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %104 = arith.addi %60, %c384_i32 : i32
            scf.if %87 {
              %126 = arith.muli %104, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"64">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"65">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %104, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"66">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"67">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %105 = arith.addi %60, %c392_i32 : i32
            scf.if %87 {
              %126 = arith.muli %105, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"68">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"69">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %105, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"70">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"71">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %106 = arith.addi %60, %c400_i32 : i32
            scf.if %87 {
              %126 = arith.muli %106, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"72">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"73">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %106, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"74">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"75">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %107 = arith.addi %60, %c408_i32 : i32
            scf.if %87 {
              %126 = arith.muli %107, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"76">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"77">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %107, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"78">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"79">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %108 = arith.addi %60, %c416_i32 : i32
            scf.if %87 {
              %126 = arith.muli %108, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"80">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"81">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %108, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"82">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"83">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %109 = arith.addi %60, %c424_i32 : i32
            scf.if %87 {
              %126 = arith.muli %109, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"84">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"85">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %109, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"86">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"87">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %110 = arith.addi %60, %c432_i32 : i32
            scf.if %87 {
              %126 = arith.muli %110, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"88">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"89">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %110, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"90">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"91">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %111 = arith.addi %60, %c440_i32 : i32
            scf.if %87 {
              %126 = arith.muli %111, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"92">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"93">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %111, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"94">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"95">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %112 = arith.addi %60, %c448_i32 : i32
            scf.if %87 {
              %126 = arith.muli %112, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"96">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"97">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %112, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"98">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"99">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %113 = arith.addi %60, %c456_i32 : i32
            scf.if %87 {
              %126 = arith.muli %113, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"100">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"101">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %113, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"102">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"103">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %114 = arith.addi %60, %c464_i32 : i32
            scf.if %87 {
              %126 = arith.muli %114, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"104">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"105">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %114, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"106">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"107">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %115 = arith.addi %60, %c472_i32 : i32
            scf.if %87 {
              %126 = arith.muli %115, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"108">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"109">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %115, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"110">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"111">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %116 = arith.addi %60, %c480_i32 : i32
            scf.if %87 {
              %126 = arith.muli %116, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"112">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"113">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %116, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"114">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"115">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %117 = arith.addi %60, %c488_i32 : i32
            scf.if %87 {
              %126 = arith.muli %117, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"116">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"117">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %117, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"118">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"119">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %118 = arith.addi %60, %c496_i32 : i32
            scf.if %87 {
              %126 = arith.muli %118, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"120">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"121">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %118, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"122">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"123">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            %119 = arith.addi %60, %c504_i32 : i32
            scf.if %87 {
              %126 = arith.muli %119, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %82, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"124">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
              %130 = arith.mulf %129, %71 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"125">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
              %132 = arith.mulf %131, %71 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            scf.if %88 {
              %126 = arith.muli %119, %c4_i32 : i32
              %127 = arith.extsi %126 : i32 to i64
              %128 = arith.addi %86, %127 : i64
              %coord_40 = cute.make_coord() : () -> !cute.coord<"126">
              %129 = cute.memref.load(%frg_C_37, %coord_40) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
              %130 = arith.mulf %129, %74 : f32
              %coord_41 = cute.make_coord() : () -> !cute.coord<"127">
              %131 = cute.memref.load(%frg_C_37, %coord_41) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
              %132 = arith.mulf %131, %74 : f32
              %133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
              %134 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
              nvvm.inline_ptx "st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};" ro(%128, %133, %134 : i64, f32, f32)
            }
            nvvm.inline_ptx "fence.acq_rel.gpu;"
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %120 = arith.muli %66, %c4_i64 : i64
            %121 = arith.addi %arg28, %120 : i64
            %122 = arith.cmpi eq, %40, %c0_i32 : i32
            scf.if %122 {
              %126 = nvvm.inline_ptx "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};" ro(%121, %c1_i32 : i64, i32) -> i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%12, %126 : i32, i32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %123 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%12 : i32) -> i32
            %124 = arith.subi %arg33, %c1_i32 : i32
            %125 = arith.cmpi eq, %123, %124 : i32
            scf.if %125 {
              nvvm.inline_ptx "fence.acq_rel.gpu;"
              %126 = arith.muli %40, %c2_i32 : i32
              scf.for %arg34 = %c0_i32 to %15 step %c1_i32  : i32 {
                %127 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_3) -> (f32)  : i32 {
                  %156 = arith.extsi %arg35 : i32 to i64
                  %157 = arith.addi %68, %156 : i64
                  %158 = arith.muli %157, %77 : i64
                  %159 = arith.extsi %arg34 : i32 to i64
                  %160 = arith.addi %158, %159 : i64
                  %161 = arith.muli %160, %c4_i64 : i64
                  %162 = arith.addi %arg30, %161 : i64
                  %163 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%162 : i64) -> f32
                  %164 = nvvm.fmax %arg36, %163
                  scf.yield %164 : f32
                } {loop_annotation = #loop_annotation}
                %128 = arith.cmpf oeq, %127, %cst_3 : f32
                %129 = arith.select %128, %cst_4, %127 : f32
                %130:3 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_4, %arg37 = %cst_4, %arg38 = %cst_4) -> (f32, f32, f32)  : i32 {
                  %156 = arith.extsi %arg35 : i32 to i64
                  %157 = arith.addi %68, %156 : i64
                  %158 = arith.muli %157, %77 : i64
                  %159 = arith.extsi %arg34 : i32 to i64
                  %160 = arith.addi %158, %159 : i64
                  %161 = arith.muli %160, %c4_i64 : i64
                  %162 = arith.addi %arg30, %161 : i64
                  %163 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%162 : i64) -> f32
                  %164 = arith.subf %163, %129 : f32
                  %165 = math.exp2 %164 : f32
                  %166 = arith.addf %arg36, %165 : f32
                  %167 = arith.muli %160, %c512_i64 : i64
                  %168 = arith.extsi %126 : i32 to i64
                  %169 = arith.addi %167, %168 : i64
                  %170 = arith.muli %169, %c4_i64 : i64
                  %171 = arith.addi %arg29, %170 : i64
                  %172 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%171 : i64) -> f32
                  %173 = arith.mulf %165, %172 : f32
                  %174 = arith.addf %arg37, %173 : f32
                  %175 = arith.addi %171, %c4_i64 : i64
                  %176 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%175 : i64) -> f32
                  %177 = arith.mulf %165, %176 : f32
                  %178 = arith.addf %arg38, %177 : f32
                  scf.yield %166, %174, %178 : f32, f32, f32
                } {loop_annotation = #loop_annotation}
                %131 = arith.addi %13, %arg34 : i32
                %132 = arith.extsi %131 : i32 to i64
                %133 = arith.muli %132, %c4_i64 : i64
                %134 = arith.addi %arg9, %133 : i64
                %135 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%134 : i64) -> f32
                %136 = arith.mulf %135, %cst_2 : f32
                %137 = arith.subf %136, %129 : f32
                %138 = math.exp2 %137 : f32
                %139 = arith.addf %130#0, %138 : f32
                %140 = arith.cmpf ogt, %130#0, %cst_4 : f32
                %141 = arith.divf %cst_1, %139 : f32
                %142 = arith.select %140, %141, %cst_4 : f32
                %143 = arith.extsi %arg6 : i32 to i64
                %144 = arith.muli %16, %143 : i64
                %145 = arith.extsi %arg7 : i32 to i64
                %146 = arith.muli %132, %145 : i64
                %147 = arith.addi %144, %146 : i64
                %148 = arith.extsi %126 : i32 to i64
                %149 = arith.addi %147, %148 : i64
                %150 = arith.muli %149, %c2_i64 : i64
                %151 = arith.addi %arg5, %150 : i64
                %152 = arith.mulf %130#1, %142 : f32
                %153 = arith.mulf %130#2, %142 : f32
                %154 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %152 : (f32) -> f32
                %155 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %153 : (f32) -> f32
                nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%151, %154, %155 : i64, f32, f32)
                scf.if %122 {
                  %156 = arith.extsi %arg31 : i32 to i64
                  %157 = arith.muli %16, %156 : i64
                  %158 = arith.extsi %13 : i32 to i64
                  %159 = arith.addi %157, %158 : i64
                  %160 = arith.extsi %arg34 : i32 to i64
                  %161 = arith.addi %159, %160 : i64
                  %162 = arith.muli %161, %c4_i64 : i64
                  %163 = arith.addi %arg8, %162 : i64
                  %164 = math.log2 %130#0 : f32
                  %165 = arith.addf %164, %129 : f32
                  %166 = arith.mulf %165, %cst_0 : f32
                  %167 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %166 : (f32) -> f32
                  nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%163, %167 : i64, f32)
                }
              } {loop_annotation = #loop_annotation}
              scf.if %122 {
                nvvm.inline_ptx "st.global.b32 [{$r0}], {$r1};" ro(%121, %c0_i32 : i64, i32)
              }
            }
          }
        }
      }
      return
    }
  }
  func.func @cutlass___call___sparsemlakernelscutedecodeSparseDecodeSm90_object_at___________________________________CUstream_0x0(%arg0: i64, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i32, %arg5: i32, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i32, %arg11: i64, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: f32, %arg17: i64, %arg18: i64, %arg19: i32, %arg20: i64, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: f32, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: i32, %arg30: i32, %arg31: f32, %arg32: i32, %arg33: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c63_i32 = arith.constant 63 : i32
    %c0_i32 = arith.constant 0 : i32
    %c384_i32 = arith.constant 384 : i32
    %c232448_i64 = arith.constant 232448 : i64
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
    %0 = cute.make_tiled_mma(%atom) : !mma_bf16_bf16_f32_64x64x16
    %atom_0 = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>
    %1 = cute.make_tiled_mma(%atom_0) : !mma_bf16_bf16_f32_64x256x16
    %2 = arith.addi %arg30, %c63_i32 : i32
    %3 = arith.floordivsi %2, %c64_i32 : i32
    %4 = cute.kernel_smem_size @kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecodeSparseDecodeSm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayo_0 : i64
    %5 = arith.cmpi sgt, %4, %c232448_i64 : i64
    scf.if %5 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecodeSparseDecodeSm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayo_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %4) : i64
    }
    %6 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %4, gridDim = (%arg29, %3, %arg32), stream = %arg33) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%6] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    cuda.launch_cfg.cooperative[%6] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %7 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecodeSparseDecodeSm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK646416_TVLayoutA12864160164_TVLayo_0<%6> (%0, %1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg30, %arg31, %arg32) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!mma_bf16_bf16_f32_64x64x16, !mma_bf16_bf16_f32_64x256x16, i64, i32, i32, i64, i32, i32, i64, i64, i64, i64, i32, i64, i32, i32, i32, i32, f32, i64, i64, i32, i64, i32, i32, i32, i32, f32, i64, i64, i64, i32, f32, i32) -> !cuda.result
    %8 = cuda.cast %7 : !cuda.result -> i32
    cuda.return_if_error %8 : i32
    return %c0_i32 : i32
  }
}

