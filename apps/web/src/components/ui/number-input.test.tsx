import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberInput, STEPPER_REPEAT_DELAY_MS, STEPPER_REPEAT_INTERVAL_MS } from './number-input';

function Harness(props: {
  initial?: number | null;
  min?: number | null;
  max?: number | null;
  step?: number;
  decimals?: number;
  maxLength?: number;
  onValue?: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <NumberInput
      aria-label="Amount"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
      min={props.min}
      max={props.max}
      step={props.step}
      decimals={props.decimals}
      maxLength={props.maxLength}
    />
  );
}

const input = () => screen.getByLabelText('Amount') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

afterEach(() => {
  vi.useRealTimers();
});

describe('NumberInput (spec §5 number widget)', () => {
  it('clamps to min and max and reformats the Turkish way on blur', () => {
    const onValue = vi.fn();
    render(<Harness min={50} max={50000} decimals={2} onValue={onValue} />);
    fireEvent.focus(input());
    type('123456');
    fireEvent.blur(input());
    expect(onValue).toHaveBeenLastCalledWith(50000);
    expect(input().value).toBe('50.000');

    fireEvent.focus(input());
    type('7');
    fireEvent.blur(input());
    expect(onValue).toHaveBeenLastCalledWith(50);

    fireEvent.focus(input());
    type('1234,5');
    fireEvent.blur(input());
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    expect(input().value).toBe('1.234,5');
  });

  it('clamps and reformats on Enter too, and takes "." as the decimal sign while typing', () => {
    const onValue = vi.fn();
    render(<Harness min={0} max={100000} decimals={2} onValue={onValue} />);
    fireEvent.focus(input());
    type('2500.75');
    expect(input().value).toBe('2500,75');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith(2500.75);
    expect(input().value).toBe('2.500,75');
  });

  it('accepts only digits, the decimal sign and (when allowed) a leading minus', () => {
    render(<Harness min={-100} max={100} decimals={2} />);
    fireEvent.focus(input());
    type('-1a2b,3,4x');
    expect(input().value).toBe('-12,34');
  });

  it('blocks the minus when the minimum is 0 or above', () => {
    const onValue = vi.fn();
    render(<Harness min={0} max={1000} onValue={onValue} />);
    fireEvent.focus(input());
    const minusKey = fireEvent.keyDown(input(), { key: '-' });
    expect(minusKey).toBe(false); // default prevented
    type('-25');
    expect(input().value).toBe('25');
    expect(onValue).toHaveBeenLastCalledWith(25);
  });

  it('drops the decimal sign for whole numbers', () => {
    render(<Harness min={0} max={1000} decimals={0} />);
    fireEvent.focus(input());
    type('12,5');
    expect(input().value).toBe('125');
  });

  it('honours the max length', () => {
    render(<Harness min={0} maxLength={5} />);
    fireEvent.focus(input());
    type('1234567');
    expect(input().value).toBe('12345');
  });

  it('jumps to min on Home and to max on End', () => {
    const onValue = vi.fn();
    render(<Harness initial={500} min={50} max={50000} onValue={onValue} />);
    fireEvent.keyDown(input(), { key: 'End' });
    expect(onValue).toHaveBeenLastCalledWith(50000);
    fireEvent.keyDown(input(), { key: 'Home' });
    expect(onValue).toHaveBeenLastCalledWith(50);
  });

  it('steps with the arrow keys (default step 1, a given step otherwise) and stays inside the limits', () => {
    const onValue = vi.fn();
    const { unmount } = render(<Harness initial={10} min={0} max={12} onValue={onValue} />);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(onValue).toHaveBeenLastCalledWith(11);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(onValue).toHaveBeenLastCalledWith(12);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(onValue).toHaveBeenLastCalledWith(11);
    unmount();

    const stepped = vi.fn();
    render(<Harness initial={100} min={0} max={1000} step={25} onValue={stepped} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(stepped).toHaveBeenLastCalledWith(75);
  });

  it('repeats a held stepper after 500 ms, then every 40 ms, and stops on release', () => {
    vi.useFakeTimers();
    const onValue = vi.fn();
    render(<Harness initial={0} min={0} max={1000} onValue={onValue} />);
    const plus = screen.getByRole('button', { name: 'Increase' });
    fireEvent.pointerDown(plus, { button: 0 });
    expect(onValue).toHaveBeenLastCalledWith(1);

    act(() => vi.advanceTimersByTime(STEPPER_REPEAT_DELAY_MS - 1));
    expect(onValue).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1 + STEPPER_REPEAT_INTERVAL_MS));
    expect(onValue).toHaveBeenLastCalledWith(2);
    act(() => vi.advanceTimersByTime(STEPPER_REPEAT_INTERVAL_MS * 3));
    expect(onValue).toHaveBeenLastCalledWith(5);

    fireEvent.pointerUp(plus);
    act(() => vi.advanceTimersByTime(1000));
    expect(onValue).toHaveBeenLastCalledWith(5);
    expect(input().value).toBe('5');

    const minus = screen.getByRole('button', { name: 'Decrease' });
    fireEvent.pointerDown(minus, { button: 0 });
    act(() => vi.advanceTimersByTime(STEPPER_REPEAT_DELAY_MS + STEPPER_REPEAT_INTERVAL_MS * 10));
    fireEvent.pointerUp(minus);
    // Never below the minimum, however long it is held.
    expect(onValue).toHaveBeenLastCalledWith(0);
  });
});
