import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@parts/shared-kernel';
import { clampView, FIT, panBy, reveal as revealRect, ZOOM_STEP, zoomAt, type DiagramView } from './diagram-view';
import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH, hotspotPositions, paddedRect, positionKey } from './hotspot-geometry';
import type { Hotspot } from './product-schemas';
import styles from './board-diagram.module.css';

export interface BoardDiagramHandle {
  /** Bring a position into view (pans a zoomed diagram, scrolls the page to the diagram). */
  reveal: (position: string) => void;
}

interface Props {
  title: string;
  pictureUrl: string;
  hotspots: Hotspot[];
  /** Each position's parts (number and name), shown beside a hotspot on hover or focus. */
  labels?: ReadonlyMap<string, string>;
  /** Positions where no part fits the vehicle: dimmed. */
  dimmed?: ReadonlySet<string>;
  /** More buttons at the end of the toolbar (e.g. Print). */
  tools?: ReactNode;
  hovered: string | null;
  selected: string | null;
  onHover: (position: string | null) => void;
  onSelect: (position: string) => void;
}

const DRAG_THRESHOLD = 4;
/** The least touch target on a coarse pointer, in CSS pixels. */
const TOUCH_TARGET_PX = 32;

/** The rendered width of the diagram in CSS pixels (0 until measured). */
function useRenderedWidth(element: { current: Element | null }): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The exploded diagram (view box 800x560) with its hotspots, padded by 5. Hotspots are buttons:
 * hover or focus highlights the part, click or Enter chooses it; arrow keys go to the previous or
 * next position. The drawing zooms (wheel, buttons, pinch, + and -) and pans (drag).
 */
export const BoardDiagram = forwardRef<BoardDiagramHandle, Props>(function BoardDiagram(
  { title, pictureUrl, hotspots, labels, dimmed, tools, hovered, selected, onHover, onSelect },
  ref,
) {
  const { t } = useTranslation('catalog');
  const svgRef = useRef<SVGSVGElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<DiagramView>(FIT);
  const [focused, setFocused] = useState<string | null>(null);
  // the hotspot whose tooltip shows (pointer over it or keyboard focus on it)
  const [tipped, setTipped] = useState<string | null>(null);
  const tooltipId = useId();
  const positions = useMemo(() => hotspotPositions(hotspots), [hotspots]);
  const shapes = useMemo(
    () =>
      hotspots
        .map((h, index) => ({ key: `${index}`, position: positionKey(h.bildposNummer), rect: paddedRect(h) }))
        .filter((s): s is { key: string; position: string; rect: ReturnType<typeof paddedRect> } => s.position !== null),
    [hotspots],
  );
  const renderedWidth = useRenderedWidth(svgRef);
  // on a coarse pointer each hotspot also has an invisible target of at least 32x32 px around it (the drawing stays visible)
  const touchUnits = renderedWidth > 0 ? (TOUCH_TARGET_PX * DIAGRAM_WIDTH) / renderedWidth / view.scale : 0;
  const tabStop = focused ?? (selected && positions.includes(selected) ? selected : positions[0]) ?? null;

  const focusPosition = useCallback((position: string) => {
    const element = svgRef.current?.querySelector<SVGElement>(`[data-position="${CSS.escape(position)}"]`);
    element?.focus();
  }, []);

  const bringIntoView = useCallback(
    (position: string) => {
      const shape = shapes.find((s) => s.position === position);
      if (shape) setView((v) => revealRect(v, shape.rect));
    },
    [shapes],
  );

  useImperativeHandle(ref, () => ({
    reveal(position) {
      bringIntoView(position);
      wrapRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    },
  }));

  // from client pixels to view-box units
  const toViewBox = useCallback((clientX: number, clientY: number) => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: DIAGRAM_WIDTH / 2, y: DIAGRAM_HEIGHT / 2, unit: 1 };
    return {
      x: ((clientX - box.left) / box.width) * DIAGRAM_WIDTH,
      y: ((clientY - box.top) / box.height) * DIAGRAM_HEIGHT,
      unit: DIAGRAM_WIDTH / box.width,
    };
  }, []);

  // the wheel zooms; a native listener, because React's wheel listener cannot prevent the page from scrolling
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = toViewBox(event.clientX, event.clientY);
      setView((v) => zoomAt(v, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, point.x, point.y));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [toViewBox]);

  // drag to pan, two fingers to pinch; a drag is not a click
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ startX: 0, startY: 0, dragging: false, pinch: 0, suppressClick: false });
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1)
      gesture.current = { startX: event.clientX, startY: event.clientY, dragging: false, pinch: 0, suppressClick: false };
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      gesture.current.pinch = Math.hypot(a.x - b.x, a.y - b.y);
      gesture.current.dragging = true;
    }
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (gesture.current.pinch > 0 && distance > 0) {
        const centre = toViewBox((a.x + b.x) / 2, (a.y + b.y) / 2);
        const factor = distance / gesture.current.pinch;
        setView((v) => zoomAt(v, factor, centre.x, centre.y));
      }
      gesture.current.pinch = distance;
      return;
    }
    if (
      !gesture.current.dragging &&
      Math.hypot(event.clientX - gesture.current.startX, event.clientY - gesture.current.startY) > DRAG_THRESHOLD
    ) {
      gesture.current.dragging = true;
      svgRef.current?.setPointerCapture?.(event.pointerId);
    }
    if (gesture.current.dragging) {
      const { unit } = toViewBox(event.clientX, event.clientY);
      setView((v) => panBy(v, (event.clientX - last.x) * unit, (event.clientY - last.y) * unit));
    }
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    if (gesture.current.dragging) gesture.current.suppressClick = true;
    if (pointers.current.size === 0) gesture.current.dragging = false;
  };

  const choose = (position: string) => {
    if (gesture.current.suppressClick) {
      gesture.current.suppressClick = false;
      return;
    }
    onSelect(position);
  };

  const onHotspotKey = (event: KeyboardEvent<SVGElement>, position: string) => {
    const index = positions.indexOf(position);
    let next: string | undefined;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = positions[Math.min(positions.length - 1, index + 1)];
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = positions[Math.max(0, index - 1)];
        break;
      case 'Home':
        next = positions[0];
        break;
      case 'End':
        next = positions[positions.length - 1];
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        onSelect(position); // a second Enter on the chosen position goes on to the part
        return;
      default:
        return;
    }
    event.preventDefault();
    if (next) {
      setFocused(next);
      onHover(next);
      bringIntoView(next);
      focusPosition(next);
    }
  };

  // paper shows the whole drawing, whatever the zoom on screen
  useEffect(() => {
    const fit = () => setView(FIT);
    window.addEventListener('beforeprint', fit);
    return () => window.removeEventListener('beforeprint', fit);
  }, []);

  const onDiagramKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') setView((v) => zoomAt(v, ZOOM_STEP));
    else if (event.key === '-' || event.key === '_') setView((v) => zoomAt(v, 1 / ZOOM_STEP));
    else if (event.key === '0') setView(FIT);
    else return;
    event.preventDefault();
  };

  const firstOfPosition = new Set<string>();
  return (
    <div className={styles.diagram} ref={wrapRef} onKeyDown={onDiagramKey}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('diagram.tools')}>
        <Button
          variant="secondary"
          size="small"
          onClick={() => setView((v) => zoomAt(v, ZOOM_STEP))}
          aria-label={t('diagram.zoomIn')}
          disabled={view.scale >= 8}
        >
          +
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={() => setView((v) => zoomAt(v, 1 / ZOOM_STEP))}
          aria-label={t('diagram.zoomOut')}
          disabled={view.scale <= 1}
        >
          −
        </Button>
        <Button variant="secondary" size="small" onClick={() => setView(FIT)} disabled={view.scale === 1}>
          {t('diagram.fit')}
        </Button>
        <span className={styles.zoom} aria-live="polite">
          {Math.round(view.scale * 100)}%
        </span>
        {tools}
      </div>
      <div className={styles.stage}>
        <svg
          ref={svgRef}
          className={styles.svg}
          viewBox={`0 0 ${DIAGRAM_WIDTH} ${DIAGRAM_HEIGHT}`}
          role="group"
          aria-label={t('diagram.label', { name: title })}
          data-testid="board-diagram"
          data-scale={view.scale}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onDoubleClick={(e) => {
            const point = toViewBox(e.clientX, e.clientY);
            setView((v) => clampView(zoomAt(v, 2, point.x, point.y)));
          }}
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {pictureUrl && <image href={pictureUrl} x={0} y={0} width={DIAGRAM_WIDTH} height={DIAGRAM_HEIGHT} aria-hidden="true" />}
            {touchUnits > 0 &&
              shapes.map(({ key, position, rect }) => {
                const width = Math.max(rect.width, touchUnits);
                const height = Math.max(rect.height, touchUnits);
                return (
                  <rect
                    key={`touch-${key}`}
                    x={rect.x + rect.width / 2 - width / 2}
                    y={rect.y + rect.height / 2 - height / 2}
                    width={width}
                    height={height}
                    className={styles.touchTarget}
                    data-testid="hotspot-touch-target"
                    data-touch-position={position}
                    aria-hidden="true"
                    onClick={() => choose(position)}
                  />
                );
              })}
            {shapes.map(({ key, position, rect }) => {
              const first = !firstOfPosition.has(position);
              firstOfPosition.add(position);
              const isSelected = position === selected;
              const isHovered = position === hovered;
              return (
                <rect
                  key={key}
                  x={rect.x}
                  y={rect.y}
                  width={rect.width}
                  height={rect.height}
                  rx={4}
                  role="button"
                  aria-label={t('diagram.position', { position })}
                  aria-pressed={isSelected}
                  tabIndex={first && position === tabStop ? 0 : -1}
                  data-position={position}
                  data-active={isSelected || isHovered ? 'true' : undefined}
                  data-testid="hotspot"
                  className={[
                    styles.hotspot,
                    dimmed?.has(position) ? styles.dimmed : '',
                    isHovered ? styles.hovered : '',
                    isSelected ? styles.selected : '',
                  ].join(' ')}
                  data-fits={dimmed?.has(position) ? 'false' : undefined}
                  aria-describedby={tipped === position && labels?.has(position) ? tooltipId : undefined}
                  onMouseEnter={() => {
                    onHover(position);
                    setTipped(position);
                  }}
                  onMouseLeave={() => {
                    onHover(null);
                    setTipped(null);
                  }}
                  onFocus={() => {
                    setFocused(position);
                    onHover(position);
                    setTipped(position);
                  }}
                  onBlur={() => {
                    onHover(null);
                    setTipped(null);
                  }}
                  onClick={() => choose(position)}
                  onKeyDown={(e) => onHotspotKey(e, position)}
                />
              );
            })}
          </g>
        </svg>
        {tipped && labels?.has(tipped) && (
          <HotspotTooltip
            id={tooltipId}
            text={labels.get(tipped) ?? ''}
            notFitting={dimmed?.has(tipped) ?? false}
            rect={shapes.find((shape) => shape.position === tipped)?.rect}
            view={view}
          />
        )}
      </div>
      <p className={[styles.help, styles.helpPointer].join(' ')}>{t('diagram.help')}</p>
      <p className={[styles.help, styles.helpTouch].join(' ')}>{t('diagram.helpTouch')}</p>
    </div>
  );
});

/** A hotspot's parts (number and name) beside it, where the drawing shows it at the current zoom. */
function HotspotTooltip({
  id,
  text,
  notFitting,
  rect,
  view,
}: {
  id: string;
  text: string;
  notFitting: boolean;
  rect: { x: number; y: number; width: number; height: number } | undefined;
  view: DiagramView;
}) {
  const { t } = useTranslation('catalog');
  if (!rect) return null;
  const left = ((view.x + (rect.x + rect.width / 2) * view.scale) / DIAGRAM_WIDTH) * 100;
  const below = ((view.y + (rect.y + rect.height) * view.scale) / DIAGRAM_HEIGHT) * 100;
  const aboveEdge = ((view.y + rect.y * view.scale) / DIAGRAM_HEIGHT) * 100;
  // near the foot of the drawing the tooltip goes above the hotspot
  const above = below > 70;
  const top = above ? aboveEdge : below;
  if (left < 0 || left > 100 || top < 0 || top > 100) return null;
  return (
    <div
      id={id}
      role="tooltip"
      className={[
        styles.tooltip,
        above ? styles.tooltipAbove : '',
        left > 60 ? styles.tooltipLeft : left < 40 ? styles.tooltipRight : '',
      ].join(' ')}
      style={{ left: `${left}%`, top: `${top}%` }}
      data-testid="hotspot-tooltip"
    >
      {text.split('\n').map((line) => (
        <span key={line}>{line}</span>
      ))}
      {notFitting && <span className={styles.tooltipNote}>{t('fit.notForVehicle')}</span>}
    </div>
  );
}
