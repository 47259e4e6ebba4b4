// The 3D view (docs/product.md#3d-view): the calculator's plan drawn by three.js through
// @react-three/fiber, loaded only when 3D is first opened (Deck3DSection). A thin view: the scene is
// deckScene's plain data, one instanced mesh per kind of member; the deckView actor holds Show frame
// and the camera presets; orbit, zoom and pan are three's OrbitControls (drag, wheel or pinch, right
// button or two fingers), and the arrow keys and + and - do the same for keyboard users.
import { Canvas, useThree, type RootState } from '@react-three/fiber';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  BoxGeometry,
  Color,
  DoubleSide,
  MeshStandardMaterial,
  Spherical,
  Vector3,
  type InstancedMesh,
  type Material,
  type PerspectiveCamera,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { ActorRefFrom } from 'xstate';
import type { CameraPreset, deckViewMachine } from '../../../machines/deckView.machine';
import { deckScene, describeScene, type Beam, type DeckScene } from '../../domain/deckScene';
import { tokenColor } from '../calculator/canvasColors';
import { beamMatrix, grainTexture, slabGeometry } from './sceneMeshes';
import { deckCentre, describeView, placement, viewDistance } from './cameraViews';
import { DECK_3D_VIEW_LABELS } from './viewLabels';
import type { Deck3DSource } from './source';

const unitBox = new BoxGeometry(1, 1, 1);
const ORBIT_STEP = Math.PI / 12;
const TILT_STEP = Math.PI / 18;
const ZOOM_STEP = 1.2;
// Never below the ground, never quite straight down (OrbitControls' up would turn).
const MIN_POLAR = 0.01;
const MAX_POLAR = Math.PI / 2 - 0.03;

const PRESET_LABELS: Array<[CameraPreset, string]> = [
  ['reset', DECK_3D_VIEW_LABELS.reset],
  ['top', DECK_3D_VIEW_LABELS.top],
  ['front', DECK_3D_VIEW_LABELS.front],
  ['side', DECK_3D_VIEW_LABELS.side],
];

/** One instanced box per list of beams. */
function Beams({ beams, material, name }: { beams: readonly Beam[]; material: Material; name: string }) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    beams.forEach((b, i) => mesh.setMatrixAt(i, beamMatrix(b)));
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
  }, [beams, invalidate]);
  if (beams.length === 0) return null;
  return <instancedMesh key={beams.length} ref={ref} name={name} args={[unitBox, material, beams.length]} />;
}

function Slabs({ scene, material, name, which }: { scene: DeckScene; material: Material; name: string; which: 'border' | 'cutBoards' }) {
  const slabs = scene[which];
  const geometry = useMemo(() => slabGeometry(slabs), [slabs]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  return geometry ? <mesh name={name} geometry={geometry} material={material} /> : null;
}

interface Materials {
  boards: MeshStandardMaterial;
  frame: MeshStandardMaterial;
  posts: MeshStandardMaterial;
  balustrade: MeshStandardMaterial;
  infill: MeshStandardMaterial;
  ground: MeshStandardMaterial;
}

function useMaterials(swatch: string, frameTone: string): Materials {
  const materials = useMemo(() => {
    const grain = typeof document === 'undefined' ? null : grainTexture();
    return {
      boards: new MeshStandardMaterial({ map: grain, roughness: 0.85, side: DoubleSide }),
      frame: new MeshStandardMaterial({ roughness: 0.9 }),
      posts: new MeshStandardMaterial({ roughness: 0.9 }),
      // The aluminium balustrade's powder coat; its infill a faint glass-like panel.
      balustrade: new MeshStandardMaterial({
        color: new Color(tokenColor('colors.scene.balustrade') || '#2b2b2b'),
        roughness: 0.5,
        metalness: 0.3,
      }),
      infill: new MeshStandardMaterial({
        color: new Color(tokenColor('colors.scene.infill') || '#cfd8dc'),
        roughness: 0.2,
        transparent: true,
        opacity: 0.35,
        depthWrite: false,
      }),
      ground: new MeshStandardMaterial({ color: new Color(tokenColor('colors.scene.ground') || '#9fb08a'), roughness: 1 }),
    };
  }, []);
  useEffect(
    () => () => {
      materials.boards.map?.dispose();
      for (const m of Object.values(materials)) m.dispose();
    },
    [materials],
  );
  materials.boards.color.set(swatch);
  materials.frame.color.set(frameTone);
  materials.posts.color.set(frameTone).multiplyScalar(0.85);
  return materials;
}

export function DeckMeshes({
  scene,
  showFrame,
  swatch,
  frameTone,
}: {
  scene: DeckScene;
  showFrame: boolean;
  swatch: string;
  frameTone: string;
}) {
  const materials = useMaterials(swatch, frameTone);
  const invalidate = useThree((s) => s.invalidate);
  // Show frame: the boards (and fascia, which hides the joists' ends) turn see-through.
  useLayoutEffect(() => {
    materials.boards.transparent = showFrame;
    materials.boards.opacity = showFrame ? 0.22 : 1;
    materials.boards.depthWrite = !showFrame;
    materials.boards.needsUpdate = true;
    invalidate();
  }, [materials, showFrame, invalidate]);
  const { minX, maxX, minZ, maxZ } = scene.bounds;
  const groundSize = Math.max(maxX - minX, maxZ - minZ, 4) * 4;
  return (
    <>
      <mesh name="ground" rotation-x={-Math.PI / 2} position={[(minX + maxX) / 2, 0, (minZ + maxZ) / 2]} material={materials.ground}>
        <planeGeometry args={[groundSize, groundSize]} />
      </mesh>
      <Beams name="boards" beams={scene.boards} material={materials.boards} />
      <Slabs name="cut boards" scene={scene} which="cutBoards" material={materials.boards} />
      <Slabs name="border" scene={scene} which="border" material={materials.boards} />
      <Beams name="fascia" beams={scene.fascia} material={materials.boards} />
      <Beams name="joists" beams={scene.joists} material={materials.frame} />
      <Beams name="bearers" beams={scene.bearers} material={materials.frame} />
      <Beams name="ledgers" beams={scene.ledgers} material={materials.frame} />
      <Beams name="noggins" beams={scene.noggins} material={materials.frame} />
      <Beams name="posts" beams={scene.posts} material={materials.posts} />
      <Beams name="stringers" beams={scene.stringers} material={materials.frame} />
      <Beams name="balustrade posts" beams={scene.balustradePosts} material={materials.balustrade} />
      <Beams name="balustrade rails" beams={scene.balustradeRails} material={materials.balustrade} />
      <Beams name="balustrade infill" beams={scene.balustradeInfill} material={materials.infill} />
    </>
  );
}

interface Rig {
  controls: OrbitControls;
  camera: PerspectiveCamera;
}

/** OrbitControls on the canvas, and the presets the actor asks for. */
function CameraRig({
  scene,
  preset,
  request,
  rig,
  onView,
}: {
  scene: DeckScene;
  preset: CameraPreset;
  request: number;
  rig: React.RefObject<Rig | null>;
  onView: () => void;
}) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const regress = useThree((s) => s.performance.regress);
  const controls = useMemo(() => new OrbitControls(camera, gl.domElement), [camera, gl]);
  useEffect(() => {
    controls.maxPolarAngle = MAX_POLAR;
    controls.minPolarAngle = MIN_POLAR;
    // While the view moves it draws at a lower resolution (AdaptiveResolution), full again once it stops.
    const change = () => {
      regress();
      invalidate();
    };
    controls.addEventListener('change', change);
    controls.addEventListener('end', onView);
    rig.current = { controls, camera };
    return () => {
      controls.removeEventListener('change', change);
      controls.removeEventListener('end', onView);
      controls.dispose();
      rig.current = null;
    };
  }, [controls, camera, invalidate, regress, onView, rig]);
  // The deck's size sets how far the camera may go; a preset (and the first opening) places it.
  const distance = viewDistance(scene);
  useEffect(() => {
    controls.minDistance = 0.5;
    controls.maxDistance = distance * 4;
  }, [controls, distance]);
  const sceneRef = useRef(scene);
  sceneRef.current = scene;
  useEffect(() => {
    const { position, target } = placement(preset, sceneRef.current);
    camera.position.set(...position);
    controls.target.set(...target);
    controls.update();
    invalidate();
    onView();
  }, [preset, request, camera, controls, invalidate, onView]);
  return null;
}

/** The canvas's pixel ratio follows fiber's performance factor: lower while moving (software WebGL is slow to fill). */
function AdaptiveResolution() {
  const factor = useThree((s) => s.performance.current);
  const setDpr = useThree((s) => s.setDpr);
  useEffect(() => {
    setDpr(Math.min(2, window.devicePixelRatio) * factor);
  }, [factor, setDpr]);
  return null;
}

export interface DeckView3DProps {
  actor: ActorRefFrom<typeof deckViewMachine>;
  source: Deck3DSource;
}

export default function DeckView3D({ actor, source }: DeckView3DProps) {
  const descriptionId = useId();
  const showFrame = useSelector(actor, (s) => s.context.showFrame);
  const camera = useSelector(actor, (s) => s.context.camera);
  const { plan } = source;
  const scene = useMemo(
    () =>
      plan
        ? deckScene(plan, {
            heightMm: source.heightMm,
            frame: source.frame,
            direction: source.direction,
            boardWidthMm: source.boardWidthMm,
            gapMm: source.gapMm,
          })
        : null,
    [plan, source.heightMm, source.frame, source.direction, source.boardWidthMm, source.gapMm],
  );
  const rig = useRef<Rig | null>(null);
  const root = useRef<RootState | null>(null);
  const [view, setView] = useState('');
  const reportView = useMemo(
    () => () => {
      const r = rig.current;
      if (!r) return;
      const offset = r.camera.position.clone().sub(r.controls.target);
      setView(describeView(offset));
    },
    [],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const r = rig.current;
    if (!r) return;
    const offset = new Vector3().subVectors(r.camera.position, r.controls.target);
    const spherical = new Spherical().setFromVector3(offset);
    if (e.key === 'ArrowLeft') spherical.theta -= ORBIT_STEP;
    else if (e.key === 'ArrowRight') spherical.theta += ORBIT_STEP;
    else if (e.key === 'ArrowUp') spherical.phi -= TILT_STEP;
    else if (e.key === 'ArrowDown') spherical.phi += TILT_STEP;
    else if (e.key === '+' || e.key === '=') spherical.radius /= ZOOM_STEP;
    else if (e.key === '-' || e.key === '_') spherical.radius *= ZOOM_STEP;
    else return;
    e.preventDefault();
    spherical.phi = Math.min(MAX_POLAR, Math.max(MIN_POLAR, spherical.phi));
    spherical.radius = Math.min(r.controls.maxDistance, Math.max(r.controls.minDistance, spherical.radius));
    offset.setFromSpherical(spherical);
    r.camera.position.copy(r.controls.target).add(offset);
    r.controls.update();
    reportView();
  };

  const savePicture = () => {
    const state = root.current;
    if (!state) return;
    // Drawn once more just before reading: the canvas keeps no drawing buffer between frames.
    state.gl.render(state.scene, state.camera);
    const link = document.createElement('a');
    link.href = state.gl.domElement.toDataURL('image/png');
    link.download = `${source.pictureName}.png`;
    link.click();
  };

  const swatch = source.swatch ?? tokenColor('colors.canvas.fill');
  const frameTone = tokenColor(source.frame === 'steel' ? 'colors.scene.steel' : 'colors.scene.timber') || '#b8935f';
  const sky = tokenColor('colors.scene.sky') || '#eef2f4';
  const description = scene ? describeScene(scene, showFrame) : DECK_3D_VIEW_LABELS.noPlan;
  const ghost = button({ variant: 'secondary', size: 'sm' });
  const centre = scene ? deckCentre(scene) : ([0, 0, 0] as const);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div role="toolbar" aria-label={DECK_3D_VIEW_LABELS.toolbar} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {PRESET_LABELS.map(([preset, label]) => (
          <button key={preset} type="button" className={ghost} onClick={() => actor.send({ type: 'camera.preset', preset })}>
            {label}
          </button>
        ))}
        <button type="button" className={ghost} aria-pressed={showFrame} onClick={() => actor.send({ type: 'frame.toggle' })}>
          {DECK_3D_VIEW_LABELS.showFrame}
        </button>
        <button type="button" className={ghost} onClick={savePicture} disabled={!scene}>
          {DECK_3D_VIEW_LABELS.savePicture}
        </button>
      </div>
      <div
        role="application"
        aria-roledescription={DECK_3D_VIEW_LABELS.roleDescription}
        aria-label={DECK_3D_VIEW_LABELS.viewName}
        aria-describedby={descriptionId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={css({
          position: 'relative',
          h: { base: '20rem', md: '28rem' },
          borderRadius: 'control',
          borderWidth: '1px',
          borderColor: 'border.default',
          overflow: 'hidden',
          touchAction: 'none',
          _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
        })}
      >
        {scene ? (
          <Canvas
            frameloop="demand"
            dpr={[1, 2]}
            camera={{ fov: 40, near: 0.05, far: 500, position: [5, 5, 5] }}
            gl={{ antialias: true }}
            performance={{ min: 0.5, debounce: 250 }}
            onCreated={(state) => {
              root.current = state;
              state.scene.background = new Color(sky);
            }}
          >
            <hemisphereLight args={[sky, frameTone, 1.6]} />
            <directionalLight position={[centre[0] - 6, 12, centre[2] + 8]} intensity={2.2} />
            <DeckMeshes scene={scene} showFrame={showFrame} swatch={swatch} frameTone={frameTone} />
            <AdaptiveResolution />
            <CameraRig scene={scene} preset={camera.preset} request={camera.request} rig={rig} onView={reportView} />
          </Canvas>
        ) : null}
      </div>
      <p id={descriptionId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {description}
      </p>
      <p role="status" aria-live="polite" className={css({ fontSize: 'xs', color: 'fg.muted' })}>
        {view} {DECK_3D_VIEW_LABELS.keysHint}
      </p>
    </div>
  );
}
